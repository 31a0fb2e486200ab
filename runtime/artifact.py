"""Compiled artifacts: an IREE vmfb with its callback manifest and entry signature.

``save(path, vmfb, manifest, inputs, results)`` writes a zip (or, with
``as_directory=True``, a folder) holding ``module.vmfb``, ``manifest.json`` and
``meta.json``; ``load(path, handlers={name: fn})`` binds the host callbacks by name
and returns a callable ``Program``. Handlers take the callback's flat operands as
read-only numpy arrays and return its flat results (one array, a tuple, or None).
"""
from __future__ import annotations

import inspect
import json
import os
import zipfile
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from .callbacks import load_with_callbacks, manifest_dtype
from .executor import Device, Executable, get_device

FORMAT = "hostcall-artifact/1"
VMFB, MANIFEST, META, SOURCE = "module.vmfb", "manifest.json", "meta.json", "module.mlir"


class ArtifactError(ValueError):
    """An artifact cannot be read, or its handlers or inputs do not fit it."""


Spec = Sequence[Any]  # [shape list, dtype name]


# ------------------------------------------------------------------- handlers
def check_handlers(manifest: Sequence[Mapping], handlers: Mapping[str, Callable]) -> None:
    """Every callback of the manifest has a handler that accepts its operands."""
    needed: dict[str, int] = {}
    for entry in manifest:
        needed.setdefault(entry["callback"], len(entry["operands"]))
    missing = sorted(n for n in needed if n not in handlers)
    if missing:
        given = ", ".join(sorted(handlers)) or "none"
        raise ArtifactError(f"no handler for host callback(s) {', '.join(missing)}; "
                            f"handlers given: {given}")
    for name, n_operands in needed.items():
        handler = handlers[name]
        if not callable(handler):
            raise ArtifactError(f"handler for host callback {name!r} is not callable "
                                f"(got {type(handler).__name__})")
        try:
            sig = inspect.signature(handler)
        except (TypeError, ValueError):
            continue  # builtins without a signature: checked when called
        try:
            sig.bind(*range(n_operands))
        except TypeError as e:
            raise ArtifactError(f"handler {getattr(handler, '__name__', name)}{sig} for host "
                                f"callback {name!r} cannot take its {n_operands} operand(s): "
                                f"{e}") from None


# -------------------------------------------------------------------- program
class Program:
    """A loaded vmfb with its callbacks bound; ``program(*arrays)`` returns numpy arrays."""

    def __init__(self, vmfb: bytes, manifest: Sequence[Mapping], inputs: Sequence[Spec],
                 results: Sequence[Spec], handlers: Mapping[str, Callable] | None = None,
                 device: Device | None = None, entry: str = "main"):
        handlers = dict(handlers or {})
        check_handlers(manifest, handlers)
        self.manifest = [dict(e) for e in manifest]
        self.inputs = [(tuple(s), manifest_dtype(d)) for s, d in inputs]
        self.results = [(tuple(s), manifest_dtype(d)) for s, d in results]
        self.device = device or get_device("cpu")
        if self.manifest:
            self.executable, _ = load_with_callbacks(vmfb, self.device, self.manifest, handlers)
        else:
            self.executable = Executable(vmfb, self.device, entry=entry)

    def __call__(self, *arrays) -> list[np.ndarray]:
        if len(arrays) != len(self.inputs):
            raise ArtifactError(f"the program takes {len(self.inputs)} input(s) "
                                f"({_specs_text(self.inputs)}), got {len(arrays)}")
        buffers = []
        for i, (x, (shape, dtype)) in enumerate(zip(arrays, self.inputs)):
            a = np.asarray(x)
            if a.shape != shape or a.dtype != dtype:
                raise ArtifactError(f"input {i} is {_spec_text(a.shape, a.dtype)}; the "
                                    f"program expects {_spec_text(shape, dtype)}")
            buffers.append(self.device.put(a))
        outs = self.executable.invoke(buffers, len(self.results))
        return [np.array(self.device.view(bv, dtype)) for bv, (_, dtype) in
                zip(outs, self.results)]


def _spec_text(shape, dtype) -> str:
    return f"{np.dtype(dtype).name}[{','.join(str(d) for d in shape)}]"


def _specs_text(specs) -> str:
    return ", ".join(_spec_text(s, d) for s, d in specs) or "none"


# ----------------------------------------------------------------- save / load
def save(path: str | os.PathLike, vmfb: bytes, manifest: Sequence[Mapping],
         inputs: Sequence[Spec], results: Sequence[Spec], target: str = "cpu",
         entry: str = "main", source: str | None = None, as_directory: bool = False) -> str:
    """Write an artifact (zip, or a folder with ``as_directory``); returns the path."""
    meta = {"format": FORMAT, "target": target, "entry": entry,
            "inputs": [[list(s), d] for s, d in inputs],
            "results": [[list(s), d] for s, d in results]}
    files = {VMFB: bytes(vmfb), MANIFEST: json.dumps(list(manifest), indent=1).encode(),
             META: json.dumps(meta, indent=1).encode()}
    if source is not None:
        files[SOURCE] = source.encode()
    path = os.fspath(path)
    if as_directory:
        os.makedirs(path, exist_ok=True)
        for name, data in files.items():
            with open(os.path.join(path, name), "wb") as f:
                f.write(data)
    else:
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
            for name, data in files.items():
                z.writestr(name, data)
    return path


def read(path: str | os.PathLike) -> dict:
    """The parts of an artifact: {"vmfb", "manifest", "meta", "source"}."""
    path = os.fspath(path)
    try:
        if os.path.isdir(path):
            def get(name):
                p = os.path.join(path, name)
                if not os.path.exists(p):
                    return None
                with open(p, "rb") as f:
                    return f.read()
        else:
            with zipfile.ZipFile(path) as z:
                names = set(z.namelist())
                blobs = {n: z.read(n) for n in (VMFB, MANIFEST, META, SOURCE) if n in names}
            get = blobs.get
    except (OSError, zipfile.BadZipFile) as e:
        raise ArtifactError(f"cannot read artifact {path}: {getattr(e, 'strerror', None) or e}") \
            from None
    parts = {n: get(n) for n in (VMFB, MANIFEST, META, SOURCE)}
    missing = [n for n in (VMFB, MANIFEST, META) if parts[n] is None]
    if missing:
        raise ArtifactError(f"{path} is not a hostcall artifact: missing {', '.join(missing)}")
    try:
        meta = json.loads(parts[META])
        manifest = json.loads(parts[MANIFEST])
    except ValueError as e:
        raise ArtifactError(f"{path}: malformed artifact metadata: {e}") from None
    if meta.get("format") != FORMAT:
        raise ArtifactError(f"{path}: unsupported artifact format {meta.get('format')!r} "
                            f"(this hostcall reads {FORMAT})")
    return {"vmfb": parts[VMFB], "manifest": manifest, "meta": meta,
            "source": parts[SOURCE].decode() if parts[SOURCE] else None}


def load(path: str | os.PathLike, handlers: Mapping[str, Callable] | None = None,
         device: Device | None = None) -> Program:
    """Load an artifact written by ``save`` (or ``hostcall compile``) and bind handlers."""
    parts = read(path)
    meta = parts["meta"]
    if device is None:
        device = get_device(meta.get("target", "cpu"))
    return Program(parts["vmfb"], parts["manifest"], meta["inputs"], meta["results"],
                   handlers, device, meta.get("entry", "main"))
