/**
 * The seccomp filter every box runs under (issue 23), as C compiled into the launcher: it writes the BPF program
 * to a memfd that bubblewrap loads with `--seccomp` right before it execs the box's command. Raw BPF from the
 * kernel headers, so no libseccomp is needed at build time (libseccomp-dev is not on this machine kind).
 *
 * Denied, with SECCOMP_RET_KILL_PROCESS (the program dies of SIGSYS: a run-time error the judge names): what
 * no judged program needs and what widens the kernel surface or reaches outside the box — io_uring, ptrace and
 * process_vm_*, bpf, perf_event_open, userfaultfd, keyrings, mounts and the new mount API, chroot/pivot_root,
 * namespaces (unshare, setns, clone with CLONE_NEW*), kexec and modules, reboot, swap, accounting, quotas, file
 * handles, raw I/O ports, the kernel log, clock setting, host names, fanotify, kcmp, pidfd_getfd, POSIX message
 * queues and creating SysV IPC objects (both would outlive a test in the box's IPC namespace).
 * clone3 gets ENOSYS instead: its flags sit in memory seccomp cannot read, and glibc falls back to clone, whose
 * flags it can. Other architectures' calling conventions (i386 int 0x80, x32) are killed outright.
 */
export const SECCOMP_C = String.raw`
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <sys/mman.h>

#if defined(__x86_64__)
#define TRILHA_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define TRILHA_ARCH AUDIT_ARCH_AARCH64
#else
#error "the judge's seccomp filter knows x86_64 and aarch64"
#endif
#ifndef SECCOMP_RET_KILL_PROCESS
#define SECCOMP_RET_KILL_PROCESS 0x80000000U
#endif
#define NS_FLAGS (CLONE_NEWNS | CLONE_NEWCGROUP | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET)

static const int denied[] = {
#define D(name) __NR_##name,
#ifdef __NR_io_uring_setup
  D(io_uring_setup) D(io_uring_enter) D(io_uring_register)
#endif
  D(ptrace) D(process_vm_readv) D(process_vm_writev) D(bpf) D(perf_event_open) D(userfaultfd)
  D(keyctl) D(add_key) D(request_key) D(mount) D(umount2) D(pivot_root) D(chroot) D(unshare) D(setns)
#ifdef __NR_fsopen
  D(open_tree) D(move_mount) D(fsopen) D(fsconfig) D(fsmount) D(fspick)
#endif
#ifdef __NR_mount_setattr
  D(mount_setattr)
#endif
  D(kexec_load) D(init_module) D(finit_module) D(delete_module) D(reboot) D(swapon) D(swapoff) D(acct)
#ifdef __NR_kexec_file_load
  D(kexec_file_load)
#endif
  D(quotactl) D(name_to_handle_at) D(open_by_handle_at) D(syslog) D(settimeofday) D(clock_settime)
  D(clock_adjtime) D(adjtimex) D(sethostname) D(setdomainname) D(vhangup) D(fanotify_init) D(kcmp)
#ifdef __NR_pidfd_getfd
  D(pidfd_getfd)
#endif
#ifdef __NR_iopl
  D(iopl) D(ioperm)
#endif
#ifdef __NR_lookup_dcookie
  D(lookup_dcookie)
#endif
  D(mq_open) D(mq_unlink) D(mq_timedsend) D(mq_timedreceive) D(mq_notify) D(mq_getsetattr)
  D(shmget) D(semget) D(msgget)
#undef D
};

/* Writes the filter to a memfd placed at fd "target" (no close-on-exec: bwrap reads it); -1 on failure. */
static int seccomp_fd(int target) {
  enum { N = sizeof denied / sizeof denied[0] };
  struct sock_filter f[N + 16];
  int i = 0;
  f[i++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch));
  f[i++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, TRILHA_ARCH, 1, 0);
  f[i++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS);
  f[i++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr));
#if defined(__x86_64__)
  f[i++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000U, 0, 1); /* x32 */
  f[i++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS);
#endif
  /* Layout after the list: clone3 test, clone test, flags load, flags test, ALLOW, KILL, ENOSYS. */
  int first = i, kill = first + N + 5, allow = kill - 1, enosys = kill + 1;
  for (int k = 0; k < N; k++, i++)
    f[i] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (unsigned)denied[k], (unsigned char)(kill - i - 1), 0);
  f[i] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone3, (unsigned char)(enosys - i - 1), 0); i++;
  f[i] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone, 0, (unsigned char)(allow - i - 1)); i++;
  /* clone's flags are its first argument on both architectures; the namespace bits are in the low word. */
  f[i++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0]));
  f[i] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, NS_FLAGS, (unsigned char)(kill - i - 1), 0); i++;
  f[i++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
  f[i++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS);
  f[i++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (ENOSYS & SECCOMP_RET_DATA));
  int fd = (int)syscall(SYS_memfd_create, "trilha-seccomp", 0U);
  if (fd < 0) return -1;
  size_t size = (size_t)i * sizeof f[0];
  if (write(fd, f, size) != (ssize_t)size || lseek(fd, 0, SEEK_SET) != 0) return -1;
  if (fd != target) { if (dup2(fd, target) != target) return -1; close(fd); }
  return target;
}
`
