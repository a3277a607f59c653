"""Landlock and seccomp for the sandbox's worker: the confinement of the ``landlock`` mode
(standard library only; Linux on x86_64 or aarch64).

The worker calls :func:`apply` on itself after it has set its resource limits and before it
loads the student's code; the restrictions are inherited by everything it starts and can
never be lifted. No privileges are needed (``PR_SET_NO_NEW_PRIVS`` first).

* **Landlock** (Linux 5.13 and newer; the kernel's ABI version decides what is covered):
  the worker may read and run only the paths of ``rules`` marked ``"ro"``, list (but not
  read) those marked ``"list"``, use the device files marked ``"dev"``, and read and write
  only beneath those marked ``"rw"`` (its own folder). Renaming or linking across those
  places (ABI 2), truncating (ABI 3) and device ioctls (ABI 5) are covered where the
  kernel knows them; TCP bind and connect are refused (ABI 4); abstract Unix sockets and
  signals to processes outside the sandbox are refused (ABI 6). Landlock also stops
  ``ptrace`` and ``/proc/PID/mem`` of any process outside the sandbox.
* **seccomp** (a classic BPF filter): ``socket()`` fails with ``EACCES`` for every family
  (for ``AF_UNIX`` too unless ``sockets == "unix"``, which window programs need for the
  display); ``io_uring_setup`` fails (its operations would bypass the filter); on kernels
  whose Landlock cannot scope signals (ABI < 6), signals may only go to the worker itself
  or its own process group.

The parent never relies on this module being importable inside the sandbox: its file is
copied into the run's private folder (see :mod:`boardgames.core.sandbox.workspace`).

Sources: the Landlock documentation of the Linux kernel (``Documentation/userspace-api/
landlock.rst``) and ``Documentation/userspace-api/seccomp_filter.rst``.
"""

import ctypes
import os
import platform
import struct

# syscall numbers shared by every architecture since Linux 5.13
SYS_LANDLOCK_CREATE_RULESET, SYS_LANDLOCK_ADD_RULE, SYS_LANDLOCK_RESTRICT_SELF = 444, 445, 446
SYS_PIDFD_SEND_SIGNAL, SYS_IO_URING_SETUP = 424, 425
LANDLOCK_CREATE_RULESET_VERSION = 1
LANDLOCK_RULE_PATH_BENEATH = 1
PR_SET_NO_NEW_PRIVS, PR_SET_SECCOMP, SECCOMP_MODE_FILTER = 38, 22, 2

#: Per architecture: the audit arch, and socket, kill, tkill, tgkill, rt_sigqueueinfo,
#: rt_tgsigqueueinfo.
ARCHES = {
    "x86_64": (0xC000003E, 41, 62, 200, 234, 129, 297),
    "aarch64": (0xC00000B7, 198, 129, 130, 131, 138, 240),
}

# Landlock file-system rights (bit numbers), and the ABI that added them
EXECUTE, WRITE_FILE, READ_FILE, READ_DIR = 1 << 0, 1 << 1, 1 << 2, 1 << 3
REMOVE_DIR, REMOVE_FILE, MAKE_CHAR, MAKE_DIR, MAKE_REG = 1 << 4, 1 << 5, 1 << 6, 1 << 7, 1 << 8
MAKE_SOCK, MAKE_FIFO, MAKE_BLOCK, MAKE_SYM = 1 << 9, 1 << 10, 1 << 11, 1 << 12
REFER, TRUNCATE, IOCTL_DEV = 1 << 13, 1 << 14, 1 << 15
FS_BY_ABI = {1: (1 << 13) - 1, 2: (1 << 14) - 1, 3: (1 << 15) - 1, 4: (1 << 15) - 1,
             5: (1 << 16) - 1}
FILE_RIGHTS = EXECUTE | WRITE_FILE | READ_FILE | TRUNCATE | IOCTL_DEV
NET_TCP = 0b11          # bind and connect (ABI 4)
SCOPES = 0b11           # abstract Unix sockets and signals (ABI 6)

#: What each kind of rule allows.
KINDS = {"ro": EXECUTE | READ_FILE | READ_DIR, "list": READ_DIR,
         "dev": READ_FILE | WRITE_FILE | TRUNCATE | IOCTL_DEV}


class LockdownError(OSError):
    """The confinement could not be set up; the worker must not run the program."""


def _libc() -> ctypes.CDLL:
    return ctypes.CDLL(None, use_errno=True)


def abi_version() -> int:
    """The kernel's Landlock ABI version, 0 when Landlock is missing or switched off, or
    when this architecture has no seccomp filter here."""
    if platform.machine() not in ARCHES:
        return 0
    try:
        libc = _libc()
        libc.syscall.restype = ctypes.c_long
        version = libc.syscall(SYS_LANDLOCK_CREATE_RULESET, None, ctypes.c_size_t(0),
                               ctypes.c_uint32(LANDLOCK_CREATE_RULESET_VERSION))
    except (OSError, AttributeError):
        return 0
    return max(int(version), 0)


def _check(value: int, what: str) -> int:
    if value < 0:
        errno = ctypes.get_errno()
        raise LockdownError(errno, f"{what}: {os.strerror(errno)}")
    return value


def _ruleset(libc: ctypes.CDLL, abi: int, display: bool) -> tuple[int, int]:
    """(ruleset file descriptor, the file-system rights it handles)."""
    fs = FS_BY_ABI.get(abi, FS_BY_ABI[5])
    net = NET_TCP if abi >= 4 else 0
    scoped = (SCOPES if not display else SCOPES & ~1) if abi >= 6 else 0
    attr = ctypes.create_string_buffer(struct.pack("=QQQ", fs, net, scoped))
    fd = libc.syscall(SYS_LANDLOCK_CREATE_RULESET, attr, ctypes.c_size_t(24), ctypes.c_uint32(0))
    return _check(int(fd), "landlock_create_ruleset"), fs


def _add_rule(libc: ctypes.CDLL, ruleset: int, path: str, access: int) -> None:
    try:
        fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
    except OSError:
        return  # a path that does not exist here needs no rule
    try:
        if not os.path.isdir(path):
            access &= FILE_RIGHTS
        if access:
            attr = ctypes.create_string_buffer(struct.pack("=Qi", access, fd))
            _check(int(libc.syscall(SYS_LANDLOCK_ADD_RULE, ruleset, LANDLOCK_RULE_PATH_BENEATH,
                                    attr, ctypes.c_uint32(0))), f"landlock_add_rule {path}")
    finally:
        os.close(fd)


def _landlock(libc: ctypes.CDLL, abi: int, rules: list[list[str]], display: bool) -> None:
    ruleset, handled = _ruleset(libc, abi, display)
    try:
        for path, kind in rules:
            access = handled if kind == "rw" else KINDS[kind]
            _add_rule(libc, ruleset, path, access & handled)
        _check(int(libc.syscall(SYS_LANDLOCK_RESTRICT_SELF, ruleset, ctypes.c_uint32(0))),
               "landlock_restrict_self")
    finally:
        os.close(ruleset)


# ------------------------------------------------------------------ seccomp

LD_ABS, JEQ, JGE, RET = 0x20, 0x15, 0x35, 0x06
ALLOW, ERRNO = 0x7FFF0000, 0x00050000
EACCES, EPERM = 13, 1
NR, ARCH, ARG0 = 0, 4, 16  # offsets in struct seccomp_data (little-endian low words)


def _assemble(program: list[tuple[object, ...]]) -> list[tuple[int, int, int, int]]:
    """Resolve the labels of ``program`` (``("label", name)`` entries; jumps name their
    targets) into classic BPF instructions ``(code, jt, jf, k)``."""
    where, count = {}, 0
    for item in program:
        if item[0] == "label":
            where[item[1]] = count
        else:
            count += 1
    out, index = [], 0
    for item in program:
        if item[0] == "label":
            continue
        code, k = int(item[0]), int(item[1])  # type: ignore[call-overload]
        jt = where[item[2]] - index - 1 if len(item) > 2 and item[2] else 0
        jf = where[item[3]] - index - 1 if len(item) > 3 and item[3] else 0
        out.append((code, jt, jf, k))
        index += 1
    return out


def _signal_rules(arch: tuple[int, ...], me: int) -> list[tuple[object, ...]]:
    """Signals only to the worker itself or its group (kernels without Landlock scopes)."""
    _, _, kill, tkill, tgkill, sigqueue, tgsigqueue = arch
    own = [(JEQ, 0, "allow", None), (JEQ, me, "allow", None),
           (JEQ, (-me) & 0xFFFFFFFF, "allow", None), (RET, ERRNO | EPERM)]
    return [(JEQ, kill, "pid", None), (JEQ, sigqueue, "pid", None), (JEQ, tgkill, "pid", None),
            (JEQ, tgsigqueue, "pid", None), (JEQ, tkill, "deny", None),
            (JEQ, SYS_PIDFD_SEND_SIGNAL, "deny", None), (RET, ALLOW),
            ("label", "pid"), (LD_ABS, ARG0), *own]


def _filter(sockets: str, signals: bool) -> list[tuple[int, int, int, int]]:
    arch = ARCHES[platform.machine()]
    unix = [(JEQ, 1, "allow", None)] if sockets == "unix" else []
    program: list[tuple[object, ...]] = [
        (LD_ABS, ARCH), (JEQ, arch[0], None, "deny"),
        (LD_ABS, NR), (JGE, 0x40000000, "deny", None),  # the x32 calling convention
        (JEQ, arch[1], "socket", None), (JEQ, SYS_IO_URING_SETUP, "deny", None),
    ]
    program += _signal_rules(arch, os.getpid()) if signals else [(RET, ALLOW)]
    program += [("label", "socket"), (LD_ABS, ARG0), *unix, (RET, ERRNO | EACCES),
                ("label", "deny"), (RET, ERRNO | EPERM), ("label", "allow"), (RET, ALLOW)]
    return _assemble(program)


def _seccomp(libc: ctypes.CDLL, sockets: str, signals: bool) -> None:
    instructions = _filter(sockets, signals)
    data = b"".join(struct.pack("=HBBI", *i) for i in instructions)
    buffer = ctypes.create_string_buffer(data)
    program = struct.pack("@HP", len(instructions), ctypes.addressof(buffer))
    prog = ctypes.create_string_buffer(program)
    _check(int(libc.prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, prog, 0, 0)), "seccomp")


def apply(rules: list[list[str]], sockets: str = "none") -> int:
    """Confine this process and everything it will start, for good.

    Args:
        rules: ``[path, kind]`` pairs; kind ``"ro"`` (read and run beneath), ``"list"``
            (list the folder's names, read nothing), ``"dev"`` (use a device file) or
            ``"rw"`` (everything beneath: the program's own folder).
        sockets: ``"none"`` (no sockets at all) or ``"unix"`` (Unix-domain sockets only,
            for a display connection).

    Returns:
        The Landlock ABI version in force.

    Raises:
        LockdownError: Landlock or seccomp is missing or refused; nothing may run then.
    """
    abi = abi_version()
    if abi < 1:
        raise LockdownError(0, "Landlock is not available")
    libc = _libc()
    libc.syscall.restype = ctypes.c_long
    _check(int(libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)), "no_new_privs")
    _landlock(libc, abi, rules, display=sockets == "unix")
    _seccomp(libc, sockets, signals=abi < 6)
    return abi
