// LeetCode's guess API for Guess Number Higher or Lower (374), added to main.go by
// judge/languages/go.py for that problem only: another problem's file may declare a func of the
// same name. The text after the package clause is what is added.

package main

// guess compares num with the case's picked number (__judge_secret, the case's last argument,
// which the user's function is not given): -1 if num is higher, 1 if lower, 0 if equal. A call,
// as LeetCode's API is (see bad_version.go).
//
//go:noinline
func guess(num int) int {
	switch {
	case num > __judge_secret:
		return -1
	case num < __judge_secret:
		return 1
	}
	return 0
}
