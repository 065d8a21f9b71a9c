package game

import (
	"syscall"
	"unsafe"
)

// threadCPU is the CPU time the calling OS thread has used (lock the goroutine to its thread),
// so a benchmark can tell its own work from time lost to other processes on a busy machine.
func threadCPU() (ns int64, ok bool) {
	const clockThreadCPUTimeID = 3 // CLOCK_THREAD_CPUTIME_ID
	var ts syscall.Timespec
	_, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0)
	if errno != 0 {
		return 0, false
	}
	return ts.Nano(), true
}

// processCPU is the CPU time (user + system) the whole process has used, every goroutine and
// the garbage collector included: what a pass running on its own goroutine costs.
func processCPU() (ns int64, ok bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return ru.Utime.Nano() + ru.Stime.Nano(), true
}
