//go:build !unix

package sim_test

// userCPUSeconds is not measured here; BenchmarkVerify then reports wall-clock ticks/s only.
func userCPUSeconds() float64 { return 0 }
