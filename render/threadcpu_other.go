//go:build !linux

package render

import "time"

// rasterizerCPU is not measured on this system.
func rasterizerCPU() time.Duration { return 0 }
