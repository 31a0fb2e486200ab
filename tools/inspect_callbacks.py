"""``hostcall inspect``: the host callbacks of a module, and its effect chains as dot.

Works on traced modules (callback ops, ``stablehlo.custom_call @hostcall.callback``)
and on lowered ones (their ``hostcall.manifest`` attribute).
"""
from __future__ import annotations

import json
from dataclasses import dataclass

from iree.compiler import ir

from hostcall.dialects import callback as cbop
from hostcall.dialects import names

from .diagnostics import STRING_BUFFER, ToolError, parse_location

MANIFEST_ATTR = names.MANIFEST


@dataclass
class CallbackSite:
    name: str
    kind: str
    ordered: bool
    operands: list[str]
    results: list[str]
    function: str
    location: str
    chain_position: int | None = None   # index in its kind's token chain (ordered only)
    vmap_method: str | None = None
    has_token: bool = False


def _children(op: ir.Operation):
    for region in op.regions:
        for block in region.blocks:
            for child in block.operations:
                yield child.operation


def _functions(module: ir.Module) -> dict[str, ir.Operation]:
    out = {}
    for op in module.body.operations:
        op = op.operation
        if op.name == "func.func":
            out[ir.StringAttr(op.attributes["sym_name"]).value] = op
    return out


def _program_order(functions: dict[str, ir.Operation]):
    """(callback op, function name) in execution order: public functions first, each
    walked in program order, entering a callee at its first ``func.call``."""
    visited: set[str] = set()

    def visit(name):
        if name in visited or name not in functions:
            return
        visited.add(name)
        yield from walk(functions[name], name)

    def walk(op, fname):
        for child in _children(op):
            if cbop.is_callback(child):
                yield child, fname
            elif child.name == "func.call":
                yield from visit(ir.FlatSymbolRefAttr(child.attributes["callee"]).value)
            yield from walk(child, fname)

    public = [n for n, f in functions.items() if "sym_visibility" not in f.attributes]
    for name in public + list(functions):
        yield from visit(name)


def _where(loc, filename: str | None) -> str:
    file, line, col = parse_location(loc)
    if file == STRING_BUFFER and filename:
        file = filename
    return f"{file}:{line}:{col}" if file else str(loc)


def callback_sites(module: ir.Module, filename: str | None = None) -> list[CallbackSite]:
    """The callback ops in execution order (callees where first called), with their
    positions in the token chain of their kind."""
    sites, chain_length = [], {}
    with module.context:
        for op, fname in _program_order(_functions(module)):
            try:
                site = CallbackSite(
                    cbop.callback_name(op), cbop.callback_kind(op), cbop.is_ordered(op),
                    [str(v.type) for v in cbop.data_operands(op)],
                    [str(v.type) for v in cbop.data_results(op)],
                    fname, _where(op.location, filename), None, cbop.vmap_method(op),
                    cbop.has_token(op))
            except ValueError as e:
                raise ToolError(str(e), _where(op.location, filename)) from None
            if site.ordered:
                site.chain_position = chain_length.get(site.kind, 0)
                chain_length[site.kind] = site.chain_position + 1
            sites.append(site)
    return sites


def import_jax_callbacks(module: ir.Module, filename: str | None = None) -> None:
    """Name JAX's Python callbacks as the module pipeline will (hostcall-import-jax-callbacks),
    so that the table shows the names handlers bind to."""
    from hostcall import passes
    try:
        passes.run(module, ",".join(passes.IMPORT_PASSES))
    except passes.PassError as e:
        where = _where(e.location, filename) if e.location is not None else filename
        raise ToolError(str(e), where) from None


@dataclass
class ForeignCall:
    target: str
    count: int
    location: str   # of the first one


def foreign_custom_calls(module: ir.Module, filename: str | None = None) -> list[ForeignCall]:
    """custom_calls that are not hostcall's own (callbacks, markers), by target name in
    order of first appearance: nothing in hostcall runs them, and IREE rejects the targets
    it does not know."""
    own = (names.CALLBACK_TARGET, names.CUSTOM_VJP_LIN_TARGET)
    found: dict[str, ForeignCall] = {}

    def visit(op):
        if op.name == "stablehlo.custom_call" and "call_target_name" in op.attributes:
            target = ir.StringAttr(op.attributes["call_target_name"]).value
            if target not in own:
                if target in found:
                    found[target].count += 1
                else:
                    found[target] = ForeignCall(target, 1, _where(op.location, filename))
        return ir.WalkResult.ADVANCE

    with module.context:
        module.operation.walk(visit)
    return list(found.values())


def foreign_table(calls: list[ForeignCall]) -> str:
    rows = [("target", "count", "first at")] + [(c.target, str(c.count), c.location)
                                                 for c in calls]
    widths = [max(len(r[c]) for r in rows) for c in range(3)]
    return "\n".join("  ".join(cell.ljust(w) for cell, w in zip(r, widths)).rstrip()
                     for r in rows)


def manifest_of(module: ir.Module) -> list[dict] | None:
    """The manifest a lowered module carries, or None."""
    with module.context:
        attrs = module.operation.attributes
        if MANIFEST_ATTR not in attrs:
            return None
        try:
            return json.loads(ir.StringAttr(attrs[MANIFEST_ATTR]).value)
        except (ValueError, TypeError) as e:
            raise ToolError(f"malformed {MANIFEST_ATTR} attribute: {e}") from None


def manifest_sites(manifest: list[dict]) -> list[CallbackSite]:
    sites, chain_length = [], {}
    for entry in manifest:
        site = CallbackSite(
            entry["callback"], entry["kind"], bool(entry["ordered"]),
            [_type_text(s) for s in entry["operands"]], [_type_text(s) for s in entry["results"]],
            "", f"import hostcall_rt.{entry['import']}" + _loop_text(entry.get("loop")))
        if site.ordered:
            site.chain_position = chain_length.get(site.kind, 0)
            chain_length[site.kind] = site.chain_position + 1
        sites.append(site)
    return sites


def _loop_text(loop) -> str:
    """How a host-loop import runs (see hostcall-lower-callbacks), or nothing."""
    if not loop:
        return ""
    return f", once per row of {loop['size']}"


def _type_text(spec) -> str:
    shape, dtype = spec
    return f"{dtype}[{','.join(str(d) for d in shape)}]"


def table(sites: list[CallbackSite]) -> str:
    """A fixed-width table, one row per callback site."""
    header = ("#", "callback", "kind", "ordered", "chain", "operands", "results", "function",
              "location")
    rows = [header]
    for i, s in enumerate(sites):
        chain = f"{s.kind}[{s.chain_position}]" if s.ordered else "-"
        rows.append((str(i), s.name, s.kind, "yes" if s.ordered else "no", chain,
                     ", ".join(s.operands) or "()", ", ".join(s.results) or "()",
                     f"@{s.function}" if s.function else "-", s.location))
    widths = [max(len(r[c]) for r in rows) for c in range(len(header))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(r, widths)).rstrip() for r in rows]
    return "\n".join(lines)


def dot(sites: list[CallbackSite], graph_name: str = "effects") -> str:
    """Graphviz dot: each ordered kind is a chain entry -> callbacks -> exit; unordered
    callbacks are separate dashed nodes."""
    out = [f"digraph {graph_name} {{", "  rankdir=TB;", "  node [shape=box];"]
    chains: dict[str, list[int]] = {}
    for i, s in enumerate(sites):
        label = f"{s.name}\\n{s.kind}{' ordered' if s.ordered else ''}\\n" \
                f"({', '.join(s.operands)}) -> ({', '.join(s.results)})"
        style = "" if s.ordered else ", style=dashed"
        out.append(f'  cb{i} [label="{_escape(label)}"{style}];')
        if s.ordered:
            chains.setdefault(s.kind, []).append(i)
    for kind, members in chains.items():
        out.append(f'  {kind}_entry [label="{kind} token in", shape=ellipse];')
        out.append(f'  {kind}_exit [label="{kind} token out", shape=ellipse];')
        path = [f"{kind}_entry"] + [f"cb{i}" for i in members] + [f"{kind}_exit"]
        for a, b in zip(path, path[1:]):
            out.append(f'  {a} -> {b} [label="{kind}"];')
    out.append("}")
    return "\n".join(out)


def _escape(label: str) -> str:
    return label.replace('"', '\\"')
