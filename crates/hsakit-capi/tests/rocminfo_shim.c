/* Interposer for the rocminfo test only: Debian's rocminfo 5.2.3 refuses to call hsa_init unless
 * open("/dev/kfd", O_RDWR) succeeds (the amdgpu kernel driver's device). hsakit needs no kernel
 * driver, so within the rocminfo process this redirects that one path to /dev/null. No file on
 * the system is created or changed. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdarg.h>
#include <string.h>

static const char *redirect(const char *path) {
  return (path && strcmp(path, "/dev/kfd") == 0) ? "/dev/null" : path;
}

static int mode_of(int flags, va_list ap) {
  return (flags & (O_CREAT | O_TMPFILE)) ? va_arg(ap, int) : 0;
}

int open(const char *path, int flags, ...) {
  va_list ap;
  va_start(ap, flags);
  int mode = mode_of(flags, ap);
  va_end(ap);
  int (*real)(const char *, int, ...) = (int (*)(const char *, int, ...))dlsym(RTLD_NEXT, "open");
  return real(redirect(path), flags, mode);
}

int open64(const char *path, int flags, ...) {
  va_list ap;
  va_start(ap, flags);
  int mode = mode_of(flags, ap);
  va_end(ap);
  int (*real)(const char *, int, ...) = (int (*)(const char *, int, ...))dlsym(RTLD_NEXT, "open64");
  return real(redirect(path), flags, mode);
}

int openat(int dir, const char *path, int flags, ...) {
  va_list ap;
  va_start(ap, flags);
  int mode = mode_of(flags, ap);
  va_end(ap);
  int (*real)(int, const char *, int, ...) = (int (*)(int, const char *, int, ...))dlsym(RTLD_NEXT, "openat");
  return real(dir, redirect(path), flags, mode);
}
