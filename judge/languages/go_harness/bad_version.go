// LeetCode's isBadVersion API for First Bad Version (278), added to main.go by
// judge/languages/go.py for that problem only: another problem's file may declare a func of the
// same name. The text after the package clause is what is added.

package main

// isBadVersion is true from the case's first bad version on (__judge_secret, the case's last
// argument, which the user's function is not given). A call, as LeetCode's API is: inlined into
// the user's loop, a linear scan of 2^31 versions took 0.6 s, where LeetCode's exceeds its
// time limit.
//
//go:noinline
func isBadVersion(version int) bool {
	return version >= __judge_secret
}
