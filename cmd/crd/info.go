package main

import (
	"fmt"
	"os"
)

// runInfo prints what each replay file holds. Not implemented yet: the decoder lands next.
func runInfo(args []string, stdout, stderr *os.File) int {
	fmt.Fprintln(stderr, "crd info: not implemented yet")
	return 1
}
