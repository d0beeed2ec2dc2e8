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
 * EPERM, the program going on: calls aimed at another process of the same uid — prlimit64, sched_setaffinity,
 * sched_setscheduler, sched_setparam, sched_setattr, migrate_pages and move_pages on a pid other than 0, and
 * setpriority / ioprio_set on anything but "this process" — because the run box's runner (pid 1) has the program's
 * uid (judge/attacks/neighbours.test.ts). process_madvise and process_mrelease are killed with the rest.
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
#if __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "the filter reads an argument's low 32 bits at its first word: little-endian only"
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
#ifdef __NR_process_madvise
  D(process_madvise)
#endif
#ifdef __NR_process_mrelease
  D(process_mrelease)
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

/* Calls that take a target process: a program may aim them at itself (pid 0) and at nobody else. The runner,
   pid 1 of the run box, has the program's uid, so the kernel would let the program lower its limits (too few
   descriptors for the next test's pipes: the box dies), renice it, pin it to one CPU or make it SCHED_IDLE. */
static const int own_pid_only[] = {
  __NR_prlimit64, __NR_sched_setaffinity, __NR_sched_setscheduler, __NR_sched_setparam, __NR_sched_setattr,
  __NR_migrate_pages, __NR_move_pages,
};

/* A tiny assembler: jumps name labels, resolved once the program is laid out (BPF jumps are relative, forward
   only and at most 255 instructions). */
enum { L_NEXT = -1, L_ALLOW, L_KILL, L_ENOSYS, L_EPERM, L_CLONE, L_PRIO, L_IOPRIO, L_WHO0, L_PID0, L_COUNT };
static struct sock_filter prog[256];
static signed char jt_label[256], jf_label[256];
static int len, label_at[L_COUNT];
static void emit(unsigned short code, unsigned k, int jt, int jf) {
  prog[len] = (struct sock_filter)BPF_JUMP(code, k, 0, 0);
  jt_label[len] = (signed char)jt; jf_label[len] = (signed char)jf; len++;
}
static void ret(int label, unsigned value) { label_at[label] = len; emit(BPF_RET | BPF_K, value, L_NEXT, L_NEXT); }
/* The low 32 bits of argument i: the kernel reads a pid, "which" and "who" as an int, so must the filter. */
static void load_arg(int i) {
  emit(BPF_LD | BPF_W | BPF_ABS, (unsigned)(offsetof(struct seccomp_data, args) + 8 * i), L_NEXT, L_NEXT);
}

/* Writes the filter to a memfd placed at fd "target" (no close-on-exec: bwrap reads it); -1 on failure. */
static int seccomp_fd(int target) {
  enum { N = sizeof denied / sizeof denied[0], P = sizeof own_pid_only / sizeof own_pid_only[0] };
  _Static_assert(N + P + 40 < 256, "the filter outgrew its buffer and its jumps");
  len = 0;
  emit(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch), L_NEXT, L_NEXT);
  emit(BPF_JMP | BPF_JEQ | BPF_K, TRILHA_ARCH, L_NEXT, L_KILL);
  emit(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr), L_NEXT, L_NEXT);
#if defined(__x86_64__)
  emit(BPF_JMP | BPF_JGE | BPF_K, 0x40000000U, L_KILL, L_NEXT); /* x32 */
#endif
  for (int k = 0; k < N; k++) emit(BPF_JMP | BPF_JEQ | BPF_K, (unsigned)denied[k], L_KILL, L_NEXT);
  for (int k = 0; k < P; k++) emit(BPF_JMP | BPF_JEQ | BPF_K, (unsigned)own_pid_only[k], L_PID0, L_NEXT);
  emit(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone3, L_ENOSYS, L_NEXT);
  emit(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone, L_CLONE, L_NEXT);
  emit(BPF_JMP | BPF_JEQ | BPF_K, __NR_setpriority, L_PRIO, L_NEXT);
  emit(BPF_JMP | BPF_JEQ | BPF_K, __NR_ioprio_set, L_IOPRIO, L_ALLOW);
  /* clone's flags are its first argument on both architectures; the namespace bits are in the low word. */
  label_at[L_CLONE] = len; load_arg(0);
  emit(BPF_JMP | BPF_JSET | BPF_K, NS_FLAGS, L_KILL, L_ALLOW);
  /* setpriority and ioprio_set: only "this process" (PRIO_PROCESS 0, IOPRIO_WHO_PROCESS 1) with who 0. A process
     group or uid of 0 means the caller's, and the runner shares both. */
  label_at[L_PRIO] = len; load_arg(0);
  emit(BPF_JMP | BPF_JEQ | BPF_K, 0, L_WHO0, L_EPERM);
  label_at[L_IOPRIO] = len; load_arg(0);
  emit(BPF_JMP | BPF_JEQ | BPF_K, 1, L_WHO0, L_EPERM);
  label_at[L_WHO0] = len; load_arg(1);
  emit(BPF_JMP | BPF_JEQ | BPF_K, 0, L_ALLOW, L_EPERM);
  label_at[L_PID0] = len; load_arg(0);
  emit(BPF_JMP | BPF_JEQ | BPF_K, 0, L_ALLOW, L_EPERM);
  ret(L_ALLOW, SECCOMP_RET_ALLOW);
  ret(L_KILL, SECCOMP_RET_KILL_PROCESS);
  ret(L_ENOSYS, SECCOMP_RET_ERRNO | (ENOSYS & SECCOMP_RET_DATA));
  ret(L_EPERM, SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA));
  for (int i = 0; i < len; i++) {
    if (BPF_CLASS(prog[i].code) != BPF_JMP) continue;
    int t = jt_label[i] == L_NEXT ? i + 1 : label_at[(int)jt_label[i]];
    int f = jf_label[i] == L_NEXT ? i + 1 : label_at[(int)jf_label[i]];
    if (t <= i || f <= i || t - i - 1 > 255 || f - i - 1 > 255) return -1;
    prog[i].jt = (unsigned char)(t - i - 1); prog[i].jf = (unsigned char)(f - i - 1);
  }
  int fd = (int)syscall(SYS_memfd_create, "trilha-seccomp", 0U);
  if (fd < 0) return -1;
  size_t size = (size_t)len * sizeof prog[0];
  if (write(fd, prog, size) != (ssize_t)size || lseek(fd, 0, SEEK_SET) != 0) return -1;
  if (fd != target) { if (dup2(fd, target) != target) return -1; close(fd); }
  return target;
}
`
