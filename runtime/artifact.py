"""Compiled artifacts: an IREE vmfb with its callback manifest and entry signature.

``save(path, vmfb, manifest, inputs, results)`` writes a zip (or, with
``as_directory=True``, a folder) holding ``module.vmfb``, ``manifest.json`` and
``meta.json``; ``load(path, handlers={name: fn})`` binds the host callbacks by name
and returns a callable ``Program``. Handlers take the callback's flat operands as
read-only numpy arrays and return its flat results (one array, a tuple, or None).

An artifact is native code: load only trusted ones.  ``load(path, sha256=...)``
checks its content hash (``digest(path)``) before anything else.  Reading never
trusts the container: members must be regular files (no links, FIFOs or devices)
within size bounds checked before reading (declared zip sizes included), metadata
must have the expected form, and the entry's inputs and results are checked
against the signature compiled into the program itself; the manifest's callback
operands are checked against the program's buffers at every call.  Nothing from
an artifact runs at load except IREE loading the compiled program (module
initializers); ``module.mlir`` is never read back as code.
"""
from __future__ import annotations

import hashlib
import inspect
import io
import json
import os
import re
import stat
import zipfile
from zlib import error as zlib_error
from typing import Any, Callable, Mapping, Sequence

import numpy as np

import iree.runtime as rt

from hostcall.dialects.types import BYTE_CARRIED

from .arguments import ArgumentMismatch, device_ref
from .callbacks import OperandMismatch, ResultMismatch, load_with_callbacks, manifest_dtype
from .executor import Device, Executable, element_type_name, get_device, hal_element_type
from .files import UnsafeFile, read_regular_file

FORMAT = "hostcall-artifact/1"
VMFB, MANIFEST, META, SOURCE = "module.vmfb", "manifest.json", "meta.json", "module.mlir"


class ArtifactError(ValueError):
    """An artifact cannot be read, or its handlers or inputs do not fit it."""


# Size bounds, checked before reading: the program, the JSON files, the source text,
# the number of zip members and callbacks.
MAX_BYTES = {VMFB: 1 << 32, MANIFEST: 16 << 20, META: 1 << 20, SOURCE: 256 << 20}
MAX_ZIP_MEMBERS = 64
MAX_CALLBACKS = 100_000
MAX_RANK = 64
MAX_ELEMENTS = 1 << 40
# every dtype jit takes; the narrow ones (int4, float8_e4m3fn, ...) cross as int8 bytes
DTYPE_NAMES = frozenset({"bool", "int8", "int16", "int32", "int64", "uint8", "uint16",
                         "uint32", "uint64", "float16", "bfloat16", "float32", "float64",
                         "complex64", "complex128"}) | BYTE_CARRIED


Spec = Sequence[Any]  # [shape list, dtype name]


# ------------------------------------------------------------------- handlers
def check_handlers(manifest: Sequence[Mapping], handlers: Mapping[str, Callable]) -> None:
    """Every callback of the manifest has a handler that accepts its operands (all the
    missing ones are named in one error)."""
    needed: dict[str, int] = {}
    for entry in manifest:
        needed.setdefault(entry["callback"], len(entry["operands"]))
    missing = missing_handlers(manifest, handlers)
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
def missing_handlers(manifest: Sequence[Mapping], handlers: Mapping[str, Callable]) -> list:
    """The callback names of ``manifest`` that ``handlers`` does not bind, sorted."""
    return sorted({e["callback"] for e in manifest} - set(handlers))


class Program:
    """A loaded vmfb with its callbacks bound; ``program(*arrays)`` returns numpy arrays.

    ``bind_later=True`` accepts missing handlers: the program then loads when ``bind``
    gives them, and calling it before raises an ArtifactError naming every missing one.
    ``name`` is what profiles (hostcall.profile) call its runs.
    """

    def __init__(self, vmfb: bytes, manifest: Sequence[Mapping], inputs: Sequence[Spec],
                 results: Sequence[Spec], handlers: Mapping[str, Callable] | None = None,
                 device: Device | None = None, entry: str = "main", *,
                 source: str | None = None, name: str | None = None, bind_later: bool = False):
        self.handlers = dict(handlers or {})
        self.manifest = [dict(e) for e in manifest]
        self.vmfb, self.entry, self.source = vmfb, entry, source
        self.name = name or entry
        self.inputs = [(tuple(s), manifest_dtype(d)) for s, d in inputs]
        self.results = [(tuple(s), manifest_dtype(d)) for s, d in results]
        self._specs = ([[list(s), d] for s, d in inputs], [[list(s), d] for s, d in results])
        self.device = device or get_device("cpu")
        self.executable = None
        if bind_later and missing_handlers(self.manifest, self.handlers):
            return
        check_handlers(self.manifest, self.handlers)
        try:
            if self.manifest:
                self.executable, _ = load_with_callbacks(vmfb, self.device, self.manifest,
                                                         self.handlers, entry=entry,
                                                         check_operands=True)
            else:
                self.executable = Executable(vmfb, self.device, entry=entry)
        except (ValueError, RuntimeError, KeyError, TypeError) as e:
            if isinstance(e, ArtifactError):
                raise
            raise ArtifactError(f"IREE cannot load the program: {type(e).__name__}: "
                                f"{e}") from None
        self.executable = self.executable.named(self.name)

    @property
    def callbacks(self) -> list[str]:
        """The names of the host callbacks the program calls, sorted."""
        return sorted({e["callback"] for e in self.manifest})

    def bind(self, handlers: Mapping[str, Callable] | None = None, **by_name: Callable
             ) -> "Program":
        """A program with these handlers added to the bound ones (by callback name); an
        ArtifactError names every callback still without one."""
        merged = {**self.handlers, **dict(handlers or {}), **by_name}
        return self._rebound(merged)

    def _rebound(self, handlers) -> "Program":
        return Program(self.vmfb, self.manifest, *self._specs, handlers, self.device,
                       self.entry, source=self.source, name=self.name)

    def save(self, path: str | os.PathLike, as_directory: bool = False) -> str:
        """Write the program as an artifact (``hostcall.runtime.load`` reads it back; the
        handlers are not saved: bind them again at load)."""
        return save(path, self.vmfb, self.manifest, *self._specs, target=self.device.platform,
                    entry=self.entry, source=self.source, as_directory=as_directory)

    def _check_bound(self) -> None:
        if self.executable is None:
            check_handlers(self.manifest, self.handlers)   # raises, naming every missing one

    def _refs(self, arrays) -> list:
        """VM refs of the arguments on the program's device (runtime.arguments), each of
        exactly the shape and dtype of its input."""
        if len(arrays) != len(self.inputs):
            raise ArtifactError(f"the program takes {len(self.inputs)} input(s) "
                                f"({_specs_text(self.inputs)}), got {len(arrays)}")
        refs = []
        for i, (x, (shape, dtype)) in enumerate(zip(arrays, self.inputs)):
            try:
                refs.append(device_ref(x, dtype, self.device, shape))
            except ArgumentMismatch as e:
                raise ArtifactError(f"input {i} is {self._type_text(e.shape, e.dtype)}; "
                                    f"the program expects {self._type_text(shape, dtype)}"
                                    ) from None
        return refs

    def _type_text(self, shape, dtype) -> str:
        """A type as input errors name it (numpy's dtype names: float32[4])."""
        return _spec_text(shape, dtype)

    def _run(self, refs) -> list:
        """Run the entry function on argument refs; the checked result buffer views."""
        self._check_bound()
        try:
            outs = [r.deref(rt.HalBufferView)
                    for r in self.executable.invoke_refs(refs, len(self.results))]
        except OperandMismatch as e:
            raise ArtifactError(str(e)) from None
        except ResultMismatch as e:   # the handler or the manifest is wrong: say both
            raise ArtifactError(f"a handler's result does not match the manifest: {e}") \
                from None
        for i, (bv, (shape, dtype)) in enumerate(zip(outs, self.results)):
            if tuple(bv.shape) != shape or int(bv.element_type) != int(hal_element_type(dtype)):
                raise ArtifactError(
                    f"result {i} of the program is {element_type_name(bv.element_type)}"
                    f"[{','.join(map(str, bv.shape))}] where its signature says "
                    f"{_spec_text(shape, dtype)} (the manifest does not match the program)")
        return outs

    def __call__(self, *arrays) -> list[np.ndarray]:
        self._check_bound()
        outs = self._run(self._refs(arrays))
        return [np.array(self.device.view(bv, dtype)) for bv, (_, dtype) in
                zip(outs, self.results)]


def _spec_text(shape, dtype) -> str:
    name = dtype if isinstance(dtype, str) else np.dtype(dtype).name
    return f"{name}[{','.join(str(d) for d in shape)}]"


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
        # the archive is built in memory and written in one go: the path may be a device
        # or pipe (``-o /dev/null``), which zipfile cannot seek in
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as z:
            for name, data in files.items():
                z.writestr(name, data)
        with open(path, "wb") as f:
            f.write(buffer.getvalue())
    return path


def digest(path: str | os.PathLike) -> str:
    """The artifact's content hash (hex sha256 over its members, zip or folder alike)."""
    return _digest(_read_members(os.fspath(path)))


def _digest(parts: Mapping[str, bytes | None]) -> str:
    h = hashlib.sha256(FORMAT.encode())
    for name in (VMFB, MANIFEST, META, SOURCE):
        data = parts.get(name)
        if data is not None:
            h.update(b"\0%s\0%d\0" % (name.encode(), len(data)))
            h.update(data)
    return h.hexdigest()


def _read_members(path: str) -> dict:
    """The raw members of an artifact (None where absent), read within MAX_BYTES."""
    try:
        st = os.stat(path)
    except OSError as e:
        raise ArtifactError(f"cannot read artifact {path}: {e.strerror or e}") from None
    if stat.S_ISDIR(st.st_mode):
        parts = {}
        for name in (VMFB, MANIFEST, META, SOURCE):
            member = os.path.join(path, name)
            if not os.path.lexists(member):
                parts[name] = None
                continue
            try:
                parts[name] = read_regular_file(member, MAX_BYTES[name])
            except UnsafeFile as e:
                raise ArtifactError(f"{path}: cannot read {name}: {e}") from None
        return parts
    if not stat.S_ISREG(st.st_mode):
        raise ArtifactError(f"{path} is neither a zip file nor a folder")
    return _read_zip(path)


def _read_zip(path: str) -> dict:
    try:
        with zipfile.ZipFile(path) as z:
            infos = z.infolist()
            if len(infos) > MAX_ZIP_MEMBERS:
                raise ArtifactError(f"{path}: {len(infos)} zip members, more than an "
                                    f"artifact has (at most {MAX_ZIP_MEMBERS})")
            by_name: dict[str, zipfile.ZipInfo] = {}
            for info in infos:
                if info.filename in by_name:
                    raise ArtifactError(f"{path}: zip member {info.filename} appears twice")
                by_name[info.filename] = info
            parts = {}
            for name in (VMFB, MANIFEST, META, SOURCE):
                info = by_name.get(name)
                parts[name] = None if info is None else _read_zip_member(z, info, path)
            return parts
    except ArtifactError:
        raise
    except (OSError, EOFError, zipfile.BadZipFile, zipfile.LargeZipFile, NotImplementedError,
            RuntimeError, ValueError, zlib_error) as e:
        raise ArtifactError(f"cannot read artifact {path}: {type(e).__name__}: "
                            f"{getattr(e, 'strerror', None) or e}") from None


def _read_zip_member(z: zipfile.ZipFile, info: zipfile.ZipInfo, path: str) -> bytes:
    limit = MAX_BYTES[info.filename]
    if info.is_dir():
        raise ArtifactError(f"{path}: zip member {info.filename} is a folder")
    if info.compress_type not in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
        raise ArtifactError(f"{path}: zip member {info.filename} uses compression method "
                            f"{info.compress_type}; artifacts use stored or deflated members")
    if info.file_size > limit:
        raise ArtifactError(f"{path}: zip member {info.filename} declares {info.file_size} "
                            f"bytes, more than the limit of {limit}")
    with z.open(info) as f:      # reads stop at the declared size; the CRC is checked at EOF
        data = f.read(limit + 1)
    if len(data) > limit:
        raise ArtifactError(f"{path}: zip member {info.filename} inflates past the limit of "
                            f"{limit} bytes")
    return data


def read(path: str | os.PathLike, sha256: str | None = None) -> dict:
    """The parts of an artifact, checked: {"vmfb", "manifest", "meta", "source"}.

    ``sha256``: the expected ``digest(path)``; a different artifact raises before any
    part is parsed.  The entry's inputs and results in ``meta`` are checked against
    the compiled program's own signature.
    """
    path = os.fspath(path)
    parts = _read_members(path)
    if sha256 is not None:
        got = _digest(parts)
        if got != str(sha256).lower():
            raise ArtifactError(f"{path}: content hash mismatch: expected sha256 {sha256}, "
                                f"the artifact has {got}")
    missing = [n for n in (VMFB, MANIFEST, META) if parts[n] is None]
    if missing:
        raise ArtifactError(f"{path} is not a hostcall artifact: missing {', '.join(missing)}")
    meta = _parse_json(parts[META], META, path)
    manifest = _parse_json(parts[MANIFEST], MANIFEST, path)
    where = f"{path}: {META}"
    if not isinstance(meta, dict):
        raise ArtifactError(f"{where} is a JSON {type(meta).__name__}, not an object")
    if meta.get("format") != FORMAT:
        raise ArtifactError(f"{path}: unsupported artifact format {meta.get('format')!r} "
                            f"(this hostcall reads {FORMAT})")
    for key, kind in (("target", str), ("entry", str)):
        if key in meta and not isinstance(meta[key], kind):
            raise ArtifactError(f"{where}: {key} must be a string, got {meta[key]!r}")
    meta.setdefault("entry", "main")
    meta.setdefault("target", "cpu")
    for key in ("inputs", "results"):
        meta[key] = _check_specs(meta.get(key), f"{where}: {key}")
    check_manifest(manifest, f"{path}: {MANIFEST}")
    _check_against_program(parts[VMFB], meta, path)
    source = parts[SOURCE]
    if source is not None:
        try:
            source = source.decode()
        except UnicodeDecodeError as e:
            raise ArtifactError(f"{path}: {SOURCE} is not UTF-8 text: {e}") from None
    return {"vmfb": parts[VMFB], "manifest": manifest, "meta": meta, "source": source}


def _parse_json(data: bytes, name: str, path: str):
    try:
        return json.loads(data)
    except (ValueError, RecursionError) as e:   # UnicodeDecodeError is a ValueError
        raise ArtifactError(f"{path}: malformed artifact metadata: {name}: "
                            f"{type(e).__name__}: {str(e)[:200]}") from None


def _is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _check_spec(spec, where: str) -> list:
    if not (isinstance(spec, list) and len(spec) == 2 and isinstance(spec[0], list)):
        raise ArtifactError(f"{where}: a spec must be [shape list, dtype name], got "
                            f"{str(spec)[:100]}")
    shape, dtype = spec
    if len(shape) > MAX_RANK or not all(_is_int(d) and 0 <= d < 1 << 62 for d in shape):
        raise ArtifactError(f"{where}: bad shape {str(shape)[:100]} (at most {MAX_RANK} "
                            f"non-negative integer dimensions)")
    if int(np.prod(shape, dtype=object)) > MAX_ELEMENTS:
        raise ArtifactError(f"{where}: shape {shape} has more than {MAX_ELEMENTS} elements")
    if dtype not in DTYPE_NAMES:
        raise ArtifactError(f"{where}: unknown dtype {str(dtype)[:40]!r}; known: "
                            f"{', '.join(sorted(DTYPE_NAMES))}")
    return [list(shape), dtype]


def _check_specs(specs, where: str) -> list:
    if not isinstance(specs, list):
        raise ArtifactError(f"{where} must be a list of [shape, dtype] specs, got "
                            f"{type(specs).__name__}")
    return [_check_spec(s, f"{where}[{i}]") for i, s in enumerate(specs)]


_IMPORT_NAME = re.compile(r"cb\d{1,9}$")


def check_manifest(manifest, where: str) -> None:
    """The manifest's form: callbacks with names, kinds, specs and consistent loops."""
    if not isinstance(manifest, list):
        raise ArtifactError(f"{where} is a JSON {type(manifest).__name__}, not a list")
    if len(manifest) > MAX_CALLBACKS:
        raise ArtifactError(f"{where}: {len(manifest)} callbacks, more than {MAX_CALLBACKS}")
    imports = set()
    for i, entry in enumerate(manifest):
        at = f"{where}[{i}]"
        if not isinstance(entry, dict):
            raise ArtifactError(f"{at} is a JSON {type(entry).__name__}, not an object")
        name, callback = entry.get("import"), entry.get("callback")
        if not (isinstance(name, str) and _IMPORT_NAME.match(name)):
            raise ArtifactError(f"{at}: import must be a name like 'cb0', got {name!r:.60}")
        if name in imports:
            raise ArtifactError(f"{at}: import {name} is declared twice")
        imports.add(name)
        if not (isinstance(callback, str) and 0 < len(callback) <= 256):
            raise ArtifactError(f"{at}: callback must be a name, got {callback!r:.60}")
        if entry.get("kind", "pure") not in ("pure", "io", "debug"):
            raise ArtifactError(f"{at}: kind must be pure, io or debug, got "
                                f"{entry.get('kind')!r:.40}")
        for flag in ("ordered", "token"):
            if not isinstance(entry.get(flag, False), bool):
                raise ArtifactError(f"{at}: {flag} must be true or false")
        operands = _check_specs(entry.get("operands"), f"{at}: operands")
        results = _check_specs(entry.get("results"), f"{at}: results")
        loop = entry.get("loop")
        if loop is not None:
            _check_loop(loop, operands, results, at)


def _check_loop(loop, operands, results, at: str) -> None:
    """A loop's size is the leading dimension of every batched operand and of every
    result (one handler call per row): it cannot ask for more calls than the data has."""
    if not (isinstance(loop, dict) and _is_int(loop.get("size"))
            and isinstance(loop.get("batched"), list)
            and all(isinstance(b, bool) for b in loop["batched"])):
        raise ArtifactError(f"{at}: loop must be {{\"size\": int, \"batched\": [bool, ...]}}")
    size, batched = loop["size"], loop["batched"]
    if len(batched) != len(operands):
        raise ArtifactError(f"{at}: loop.batched has {len(batched)} flags for "
                            f"{len(operands)} operands")
    leading = [s[0][0] if s[0] else None for s, b in zip(operands, batched) if b]
    leading += [s[0][0] if s[0] else None for s in results]
    if size < 0 or any(d != size for d in leading):
        raise ArtifactError(f"{at}: loop size {size} does not match the leading dimension of "
                            f"its batched operands and results ({leading})")


# The entry's declaration as IREE records it, e.g.
# "sync func @main(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>)"
_TENSOR = re.compile(r"tensor<((?:\d+x)*)([a-z0-9<>]+)>")
_ENCODED_TENSOR = re.compile(r"iree\.abi\.encoding\s*=\s*(tensor<[^>]*>)")
_ELEMENTS = {"i1": "bool", "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64",
             "si8": "int8", "si16": "int16", "si32": "int32", "si64": "int64",
             "ui8": "uint8", "ui16": "uint16", "ui32": "uint32", "ui64": "uint64",
             "f16": "float16", "bf16": "bfloat16", "f32": "float32", "f64": "float64",
             "complex<f32>": "complex64", "complex<f64>": "complex128"}


def program_signature(vmfb: bytes, entry: str) -> tuple[list, list]:
    """([shape, dtype] inputs, results) of ``entry`` as compiled into ``vmfb``."""
    try:
        module = rt.VmModule.copy_buffer(_instance(), vmfb)
    except (ValueError, RuntimeError) as e:
        raise ArtifactError(f"{VMFB} is not a loadable IREE module: {e}") from None
    names = list(module.function_names)
    if entry not in names:
        raise ArtifactError(f"the program has no entry function @{entry:.80}; it has "
                            f"{', '.join('@' + n for n in names[:20]) or 'none'}")
    declaration = (module.lookup_function(entry).reflection or {}).get("iree.abi.declaration")
    m = re.fullmatch(r"\s*(?:sync |async )?func @[^(]*\((.*)\)\s*->\s*\(?(.*?)\)?\s*",
                     declaration or "")
    if m is None:
        raise ArtifactError(f"cannot read the signature of @{entry} in the program "
                            f"({declaration!r:.200})")
    return _tensor_specs(m.group(1), entry), _tensor_specs(m.group(2), entry)


def _tensor_specs(text: str, entry: str) -> list:
    specs = []
    for part in filter(None, (p.strip() for p in re.split(r",\s*(?=%)", text))):
        # an unsigned tensor is signless at the ABI; its encoding names the element type
        encoded = _ENCODED_TENSOR.search(part)
        t = _TENSOR.search(encoded.group(1)) if encoded else _TENSOR.search(part)
        if t is None or t.group(2) not in _ELEMENTS:
            raise ArtifactError(f"@{entry} takes or returns {part!r:.80}, which a hostcall "
                                f"program does not")
        specs.append([[int(d) for d in t.group(1).split("x") if d], _ELEMENTS[t.group(2)]])
    return specs


_vm = None


def _instance():
    global _vm
    if _vm is None:
        _vm = rt.VmInstance()
    return _vm


def _as_carried(specs) -> list:
    """``specs`` as the program's signature has them: narrow dtypes (int4, float8, ...)
    cross the boundary as int8 bytes (hostcall-narrow-types)."""
    return [[shape, "int8" if dtype in BYTE_CARRIED else dtype] for shape, dtype in specs]


def _check_against_program(vmfb: bytes, meta: dict, path: str) -> None:
    try:
        inputs, results = program_signature(vmfb, meta["entry"])
    except ArtifactError as e:
        raise ArtifactError(f"{path}: {e}") from None
    for key, actual in (("inputs", inputs), ("results", results)):
        if _as_carried(meta[key]) != actual:
            raise ArtifactError(f"{path}: {META} says the program's {key} are "
                                f"{_specs_text(meta[key])[:200]}, but the program's are "
                                f"{_specs_text(actual)[:200]}")


def load(path: str | os.PathLike, handlers: Mapping[str, Callable] | None = None,
         device: Device | None = None, sha256: str | None = None) -> Program:
    """Load an artifact written by ``save`` (or ``hostcall compile``) and bind handlers.

    An artifact is native code: load only trusted ones, or pass the ``sha256`` that
    ``digest`` gave for the artifact you trust.
    """
    parts = read(path, sha256=sha256)
    meta = parts["meta"]
    if device is None:
        try:
            device = get_device(meta["target"])
        except ValueError as e:
            raise ArtifactError(f"{path}: {e}") from None
    try:
        return Program(parts["vmfb"], parts["manifest"], meta["inputs"], meta["results"],
                       handlers, device, meta["entry"], source=parts["source"])
    except ArtifactError as e:
        raise ArtifactError(f"{os.fspath(path)}: {e}") from None
