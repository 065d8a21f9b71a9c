//go:build unix

package render

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time this process has used, all threads (the software rasterizer's
// included).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
