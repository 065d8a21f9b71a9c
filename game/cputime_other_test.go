//go:build !linux

package game

func threadCPU() (int64, bool) { return 0, false }

func processCPU() (int64, bool) { return 0, false }
