package render

import (
	"os"
	"path/filepath"
	"strings"
	"time"
)

// rasterizerCPU is the CPU time the software rasterizer's threads of this process have used
// (0 without them: a GPU driver, or before the first frame).
func rasterizerCPU() time.Duration {
	stats, _ := filepath.Glob("/proc/self/task/*/stat")
	var sum time.Duration
	for _, p := range stats {
		b, err := os.ReadFile(p)
		if err != nil {
			continue // the thread ended
		}
		if name, cpu, ok := parseThreadStat(string(b)); ok && strings.HasPrefix(name, rasterizerThreads) {
			sum += cpu
		}
	}
	return sum
}
