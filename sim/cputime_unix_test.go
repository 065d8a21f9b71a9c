//go:build unix

package sim_test

import "syscall"

// userCPUSeconds is the process's user CPU time so far, as the kernel counts it (getrusage).
// runtime/metrics' CPU classes are estimates derived from wall time and swing tenfold on a
// loaded machine.
func userCPUSeconds() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return float64(ru.Utime.Sec) + float64(ru.Utime.Usec)/1e6
}
