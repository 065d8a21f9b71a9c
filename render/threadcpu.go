package render

import (
	"strconv"
	"strings"
	"time"
)

// rasterizerThreads is the prefix of the names Mesa's software rasterizer gives its threads
// (llvmpipe-0, llvmpipe-1, …).
const rasterizerThreads = "llvmpipe-"

// userHz is the unit of the CPU times in Linux's /proc/…/stat, ticks a second (USER_HZ, 100 on
// every architecture Linux runs on).
const userHz = 100

// parseThreadStat reads a thread's name and CPU time (user and system) from its line of
// /proc/self/task/TID/stat: "TID (NAME) STATE …", the times the 14th and 15th fields. The name
// may hold spaces and parentheses, so the fields are counted from the last ')'. ok is false for a
// line not of that form.
func parseThreadStat(line string) (name string, cpu time.Duration, ok bool) {
	open, end := strings.IndexByte(line, '('), strings.LastIndexByte(line, ')')
	if open < 0 || end < open {
		return "", 0, false
	}
	f := strings.Fields(line[end+1:]) // from the 3rd field, the state
	if len(f) < 13 {
		return "", 0, false
	}
	utime, err1 := strconv.ParseUint(f[11], 10, 64)
	stime, err2 := strconv.ParseUint(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return "", 0, false
	}
	return line[open+1 : end], time.Duration(utime+stime) * time.Second / userHz, true
}
