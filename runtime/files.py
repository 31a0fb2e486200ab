"""Reading files that may be hostile: regular files only, within a size bound.

Used for cache entries and artifact members: a FIFO would block, a symlink to
/dev/zero would read without end, and a huge file would exhaust memory.
"""
from __future__ import annotations

import os
import stat


class UnsafeFile(ValueError):
    """A path that is not a readable regular file within its size bound."""


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISLNK, "a symbolic link"), (stat.S_ISDIR, "a directory"),
                       (stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "not a regular file"


def read_regular_file(path, max_bytes: int) -> bytes:
    """The bytes of ``path``; UnsafeFile unless it is a regular file of <= max_bytes.

    Nothing is read from anything else: lstat first, then an O_NOFOLLOW | O_NONBLOCK
    open checked again with fstat (against a swap in between), and at most
    ``max_bytes + 1`` bytes read (against a file growing meanwhile).
    """
    try:
        st = os.lstat(path)
    except OSError as e:
        raise UnsafeFile(f"cannot read it: {e.strerror or e}") from None
    if not stat.S_ISREG(st.st_mode):
        raise UnsafeFile(f"it is {_kind(st.st_mode)}, not a regular file")
    if st.st_size > max_bytes:
        raise UnsafeFile(f"it is {st.st_size} bytes, more than the limit of {max_bytes}")
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError as e:
        raise UnsafeFile(f"cannot open it: {e.strerror or e}") from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise UnsafeFile(f"it is {_kind(st.st_mode)}, not a regular file")
        chunks, left = [], max_bytes + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 24))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as e:
        raise UnsafeFile(f"cannot read it: {e.strerror or e}") from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > max_bytes:
        raise UnsafeFile(f"it grew past the limit of {max_bytes} bytes while being read")
    return data
