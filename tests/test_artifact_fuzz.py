"""Tampered artifacts (zips and folders): a clean ArtifactError or the correct result.

A fixed-seed set of damaged artifacts runs in a child process under a time bound, so a
crash or a hang fails the test (naming the case) instead of taking the suite down.
"""
import json
import os
import re
import subprocess
import sys
import textwrap
from collections import Counter

import pytest

SEED = 16
BOUND_S = 300

PROGRAM = """
func.func @main(%a: tensor<4xf32>, %b: tensor<2x3xi32>) -> (tensor<4xf32>, tensor<2x3xi32>) {
  %0 = stablehlo.custom_call @hostcall.callback(%a) {has_side_effect = false,
         hostcall.callback = "double", hostcall.kind = "pure", hostcall.ordered = false,
         hostcall.vmap_method = "sequential"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %b : tensor<4xf32>, tensor<2x3xi32>
}
"""

CHILD = textwrap.dedent('''
import io, json, os, random, shutil, sys, zipfile
import numpy as np
from hostcall.runtime.artifact import ArtifactError, load, save, read
from hostcall.tools.cli import main as cli

work = sys.argv[1]
random.seed(int(sys.argv[2]))
src = os.path.join(work, "m.mlir")
base_zip, base_dir = os.path.join(work, "base.zip"), os.path.join(work, "base")
assert cli(["compile", src, "-o", base_zip]) == 0
assert cli(["compile", src, "-o", base_dir, "--directory"]) == 0
parts = {n: open(os.path.join(base_dir, n), "rb").read() for n in os.listdir(base_dir)}
meta, manifest = json.loads(parts["meta.json"]), json.loads(parts["manifest.json"])
A, B = np.arange(4, dtype=np.float32), np.arange(6, dtype=np.int32).reshape(2, 3)
WANT = [A * 2, B]
cases = []


def case(name):
    def register(make):
        cases.append((name, make))
        return make
    return register


def with_parts(**changes):
    out = dict(parts)
    for k, v in changes.items():
        name = k.replace("_json", ".json").replace("_vmfb", ".vmfb").replace("_mlir", ".mlir")
        if v is None:
            out.pop(name, None)
        else:
            out[name] = v if isinstance(v, bytes) else json.dumps(v).encode()
    return out


def write_zip(path, members, method=zipfile.ZIP_DEFLATED):
    with zipfile.ZipFile(path, "w", method) as z:
        for n, d in members.items():
            z.writestr(n, d)


def write_dir(path, members):
    os.makedirs(path)
    for n, d in members.items():
        with open(os.path.join(path, n), "wb") as f:
            f.write(d)


def both(name, members):
    """The same members as a zip and as a folder."""
    cases.append((name + "/zip", lambda p: (write_zip(p + ".zip", members), p + ".zip")[1]))
    cases.append((name + "/dir", lambda p: (write_dir(p, members), p)[1]))


def edited(obj, path, value):
    obj = json.loads(json.dumps(obj))
    cur = obj
    for k in path[:-1]:
        cur = cur[k]
    cur[path[-1]] = value
    return obj


# -- metadata that lies about the program
for name, path, value in [
        ("meta_result_dtype_int8", ["results", 0, 1], "int8"),
        ("meta_result_shape_1000", ["results", 0, 0], [1000]),
        ("meta_input_dtype", ["inputs", 1, 1], "float32"),
        ("meta_input_shape", ["inputs", 0, 0], [5]),
        ("meta_entry_missing", ["entry"], "nope"),
        ("meta_entry_number", ["entry"], 7),
        ("meta_format", ["format"], "hostcall-artifact/99"),
        ("meta_target_list", ["target"], ["cpu"]),
        ("meta_results_string", ["results"], "float32"),
        ("meta_negative_dim", ["results", 0, 0], [-4]),
        ("meta_huge_dim", ["inputs", 0, 0], [2 ** 70]),
        ("meta_bool_dim", ["inputs", 0, 0], [True]),
        ("meta_rank_100", ["inputs", 0, 0], [1] * 100),
        ("meta_dtype_object", ["results", 0, 1], "object"),
        ("meta_extra_result", ["results"], meta["results"] + [[[1], "float32"]]),
        ("meta_fewer_inputs", ["inputs"], meta["inputs"][:1])]:
    both(name, with_parts(meta_json=edited(meta, path, value)))
both("meta_is_list", with_parts(meta_json=[meta]))
both("meta_deep_nesting", with_parts(meta_json=b"[" * 100000 + b"]" * 100000))
both("meta_not_utf8", with_parts(meta_json=b"\\xff\\xfe{" + bytes(range(128, 256))))
both("meta_huge_int", with_parts(meta_json=b'{"format": ' + b"9" * 5000 + b"}"))
both("meta_whitespace_only_change", with_parts(meta_json=json.dumps(meta, indent=7).encode()))

# -- manifests that lie about the callbacks
m0 = manifest[0]
for name, key, value in [
        ("manifest_loop_1e9", "loop", {"size": 10 ** 9, "batched": [True]}),
        ("manifest_loop_bad", "loop", {"size": "many"}),
        ("manifest_operand_shape", "operands", [[[8], "float32"]]),
        ("manifest_operand_bigger", "operands", [[[4000000], "float32"]]),
        ("manifest_operand_dtype", "operands", [[[4], "int32"]]),
        ("manifest_result_dtype", "results", [[[4], "int8"]]),
        ("manifest_result_shape", "results", [[[1000], "float32"]]),
        ("manifest_kind", "kind", "evil"),
        ("manifest_ordered_string", "ordered", "yes"),
        ("manifest_import_renamed", "import", "cb7"),
        ("manifest_import_path", "import", "../cb0"),
        ("manifest_callback_renamed", "callback", "other"),
        ("manifest_callback_number", "callback", 3),
        ("manifest_operands_missing", "operands", None)]:
    entry = dict(m0)
    entry[key] = value
    both(name, with_parts(manifest_json=[entry]))
both("manifest_duplicate_entry", with_parts(manifest_json=[m0, m0]))
both("manifest_object", with_parts(manifest_json={"cb0": m0}))
both("manifest_many_entries", with_parts(manifest_json=[dict(m0, **{"import": f"cb{i}"})
                                                        for i in range(200001)]))
both("manifest_empty", with_parts(manifest_json=[]))

# -- the program itself
vmfb = parts["module.vmfb"]
both("vmfb_truncated", with_parts(module_vmfb=vmfb[: len(vmfb) // 2]))
both("vmfb_empty", with_parts(module_vmfb=b""))
both("vmfb_random", with_parts(module_vmfb=bytes(random.getrandbits(8) for _ in range(4096))))
for k in range(12):
    b = bytearray(vmfb)
    for _ in range(random.choice([1, 2, 8, 64])):
        b[random.randrange(len(b))] = random.getrandbits(8)
    both(f"vmfb_flipped_{k}", with_parts(module_vmfb=bytes(b)))
both("source_not_utf8", with_parts(module_mlir=b"\\xff" * 10))
both("source_missing", with_parts(module_mlir=None))
for name in ("module.vmfb", "manifest.json", "meta.json"):
    both("missing_" + name, {n: d for n, d in parts.items() if n != name})


# -- zip containers
@case("zip_bomb_manifest")
def _(p):
    p += ".zip"
    with zipfile.ZipFile(p, "w", zipfile.ZIP_DEFLATED) as z:
        for n, d in parts.items():
            if n != "manifest.json":
                z.writestr(n, d)
        with z.open("manifest.json", "w", force_zip64=True) as f:
            block = b"[" + b" " * (1 << 20)
            for _ in range(40):                         # 40 MiB of almost nothing
                f.write(block)
    return p


@case("zip_bomb_lying_size")
def _(p):
    p += ".zip"
    write_zip(p, with_parts(meta_json=b" " * (3 << 20)))
    data = bytearray(open(p, "rb").read())
    # declare the meta member tiny: the reader must stop at the declared size
    info = zipfile.ZipFile(io.BytesIO(bytes(data))).getinfo("meta.json")
    at = info.header_offset + 22                        # the local header's size field
    data[at:at + 4] = (100).to_bytes(4, "little")
    open(p, "wb").write(bytes(data))
    return p


@case("zip_bzip2_members")
def _(p):
    p += ".zip"
    write_zip(p, parts, zipfile.ZIP_BZIP2)
    return p


@case("zip_duplicate_member")
def _(p):
    p += ".zip"
    import warnings
    warnings.simplefilter("ignore")
    with zipfile.ZipFile(p, "w") as z:
        for n, d in parts.items():
            z.writestr(n, d)
        z.writestr("meta.json", json.dumps(edited(meta, ["results", 0, 1], "int8")))
    return p


@case("zip_many_members")
def _(p):
    p += ".zip"
    write_zip(p, {**parts, **{f"x{i}": b"" for i in range(5000)}})
    return p


@case("zip_folder_member")
def _(p):
    p += ".zip"
    with zipfile.ZipFile(p, "w") as z:
        for n, d in parts.items():
            if n != "module.vmfb":
                z.writestr(n, d)
        z.writestr("module.vmfb/", b"")
    return p


@case("not_a_zip")
def _(p):
    open(p, "wb").write(b"hello")
    return p


@case("fifo_artifact")
def _(p):
    os.mkfifo(p)
    return p


raw = open(base_zip, "rb").read()
for k in range(16):
    def make(p, k=k):
        r = random.Random(SEED_BASE + k)
        b = bytearray(raw)
        mode = k % 4
        if mode == 0:
            b = b[: r.randrange(len(b))]
        elif mode == 1:
            for _ in range(r.choice([1, 4, 32])):
                b[r.randrange(len(b))] = r.getrandbits(8)
        elif mode == 2:
            at = r.randrange(len(b))
            b[at:at] = bytes(r.getrandbits(8) for _ in range(r.randrange(1, 64)))
        else:
            at = r.randrange(len(b))
            del b[at:at + r.randrange(1, 64)]
        open(p + ".zip", "wb").write(bytes(b))
        return p + ".zip"
    cases.append((f"zip_bytes_{k}", make))
SEED_BASE = int(sys.argv[2]) * 1000


# -- folders
def dir_with(p, name, how):
    os.makedirs(p)
    for n, d in parts.items():
        if n != name:
            open(os.path.join(p, n), "wb").write(d)
    how(os.path.join(p, name))
    return p


cases.append(("dir_vmfb_dev_zero", lambda p: dir_with(p, "module.vmfb",
                                                      lambda t: os.symlink("/dev/zero", t))))
cases.append(("dir_manifest_fifo", lambda p: dir_with(p, "manifest.json", os.mkfifo)))
cases.append(("dir_meta_folder", lambda p: dir_with(p, "meta.json", os.mkdir)))
cases.append(("dir_meta_symlink_to_valid", lambda p: dir_with(
    p, "meta.json", lambda t: os.symlink(os.path.join(base_dir, "meta.json"), t))))
cases.append(("dir_vmfb_dangling_link", lambda p: dir_with(
    p, "module.vmfb", lambda t: os.symlink("/nonexistent/x", t))))

outcomes = {}
for i, (name, make) in enumerate(cases):
    print(json.dumps({"start": name}), flush=True)
    target = make(os.path.join(work, f"c{i}"))
    try:
        program = load(target, {"double": lambda v: v * 2})
        got = program(A, B)
        ok = len(got) == 2 and all(g.dtype == w.dtype and g.shape == w.shape and
                                   np.array_equal(g, w) for g, w in zip(got, WANT))
        outcome = "correct" if ok else "WRONG RESULT"
    except ArtifactError as e:
        outcome = "ArtifactError"
        detail = str(e)
    except BaseException as e:
        outcome = f"OTHER {type(e).__name__}: {str(e)[:300]}"
    print(json.dumps({"case": name, "outcome": outcome,
                      "detail": detail if outcome == "ArtifactError" else ""}), flush=True)
''')


def test_tampered_artifacts_give_a_clean_error_or_the_right_result(tmp_path):
    (tmp_path / "m.mlir").write_text(PROGRAM)
    try:
        proc = subprocess.run([sys.executable, "-c", CHILD, str(tmp_path), str(SEED)],
                              capture_output=True, text=True, timeout=BOUND_S)
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"").decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
        last = [json.loads(x) for x in out.splitlines() if x.startswith("{")][-1:]
        pytest.fail(f"artifact fuzz hung past {BOUND_S} s at {last}")
    records = [json.loads(x) for x in proc.stdout.splitlines() if x.startswith("{")]
    started = [r["start"] for r in records if "start" in r]
    done = {r["case"]: r for r in records if "case" in r}
    assert proc.returncode == 0, (f"child died (rc {proc.returncode}) in case "
                                  f"{started[-1] if started else None}: {proc.stderr[-3000:]}")
    assert len(done) == len(started) >= 140
    bad = {n: r["outcome"] for n, r in done.items()
           if r["outcome"] not in ("ArtifactError", "correct")}
    assert not bad, bad
    counts = Counter(r["outcome"] for r in done.values())
    print(f"\nartifact fuzz (seed {SEED}): {len(done)} cases: {dict(counts)}")
    # what must be refused, and what must still work
    for name in ("meta_result_dtype_int8/zip", "meta_result_shape_1000/dir",
                 "meta_entry_missing/zip", "manifest_loop_1e9/zip", "zip_bomb_manifest",
                 "dir_vmfb_dev_zero", "dir_manifest_fifo", "manifest_operand_shape/dir"):
        assert done[name]["outcome"] == "ArtifactError", (name, done[name])
    for name in ("meta_whitespace_only_change/zip", "source_missing/dir",
                 "source_not_utf8/zip"):
        assert done[name]["outcome"] in ("correct", "ArtifactError")
    assert done["meta_whitespace_only_change/dir"]["outcome"] == "correct"
    assert "fifo" in done["dir_manifest_fifo"]["detail"].lower()
    assert "int8" in done["meta_result_dtype_int8/zip"]["detail"]


@pytest.fixture
def artifact(tmp_path):
    from hostcall.tools.cli import main as cli
    (tmp_path / "m.mlir").write_text(PROGRAM)
    out = str(tmp_path / "a")
    assert cli(["compile", str(tmp_path / "m.mlir"), "-o", out, "--directory"]) == 0
    return out


def _inputs():
    import numpy as np
    return np.arange(4, dtype=np.float32), np.ones((2, 3), np.int32)


def test_load_checks_the_content_hash_before_anything_else(artifact, tmp_path):
    import numpy as np
    from hostcall.runtime.artifact import ArtifactError, digest, load
    h = digest(artifact)
    out = load(artifact, {"double": lambda v: v * 2}, sha256=h)(*_inputs())
    np.testing.assert_array_equal(out[0], [0, 2, 4, 6])
    with open(os.path.join(artifact, "module.mlir"), "a") as f:
        f.write("// edited\n")
    with pytest.raises(ArtifactError, match=f"content hash mismatch: expected sha256 {h}"):
        load(artifact, {"double": lambda v: v * 2}, sha256=h)


def test_the_public_load_takes_the_content_hash_too(artifact):
    """``hostcall.runtime.load`` (the documented entry) passes ``sha256`` on."""
    import numpy as np
    from hostcall import runtime
    from hostcall.runtime.artifact import ArtifactError, digest
    h = digest(artifact)
    out = runtime.load(artifact, {"double": lambda v: v * 2}, sha256=h)(*_inputs())
    np.testing.assert_array_equal(out[0], [0, 2, 4, 6])
    with pytest.raises(ArtifactError, match="content hash mismatch: expected sha256 0+"):
        runtime.load(artifact, {"double": lambda v: v * 2}, sha256="0" * 64)


def test_a_manifest_that_lies_with_an_agreeing_handler_is_caught(artifact):
    import numpy as np
    from hostcall.runtime.artifact import ArtifactError, load
    path = os.path.join(artifact, "manifest.json")
    manifest = json.load(open(path))
    for results, handler, message in [
            ([[[2], "float32"]], lambda v: (v * 2)[:2], "result 0 of the program is "
                                                        "float32[2] where its signature says "
                                                        "float32[4]"),
            ([[[4], "int8"]], lambda v: (v * 2).astype(np.int8), "int8[4]")]:
        manifest[0]["results"] = results
        json.dump(manifest, open(path, "w"))
        with pytest.raises(ArtifactError, match=re.escape(message)):
            load(artifact, {"double": handler})(*_inputs())


def test_the_entry_name_is_used_with_callbacks_too(artifact):
    from hostcall.runtime.artifact import ArtifactError, load
    path = os.path.join(artifact, "meta.json")
    meta = json.load(open(path))
    meta["entry"] = "other"
    json.dump(meta, open(path, "w"))
    with pytest.raises(ArtifactError, match="no entry function @other; it has @main"):
        load(artifact, {"double": lambda v: v * 2})
