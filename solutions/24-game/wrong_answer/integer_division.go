// 24 Game (LeetCode 679) in Go, WRONG ANSWER: the numbers are ints, so division truncates.
//
// Idea: the same recursion over pairs as the reference, but on int. Bug: the statement asks for
// real division, and Go's / on ints drops the fraction -- [3, 3, 8, 8] reaches 24 only as
// 8 / (3 - 8/3) = 8 / (1/3), which truncation never finds (8/3 becomes 2); and a truncated
// quotient can reach 24 where real division does not.
//
// Cost: the same as the reference.

func judgePoint24(cards []int) bool {
	return reaches(cards)
}

func reaches(nums []int) bool {
	if len(nums) == 1 {
		return nums[0] == 24
	}
	for i := 0; i < len(nums); i++ {
		for j := i + 1; j < len(nums); j++ {
			a, b := nums[i], nums[j]
			var rest []int
			for k, num := range nums {
				if k != i && k != j {
					rest = append(rest, num)
				}
			}
			candidates := []int{a + b, a - b, b - a, a * b}
			if b != 0 {
				candidates = append(candidates, a/b)
			}
			if a != 0 {
				candidates = append(candidates, b/a)
			}
			for _, value := range candidates {
				if reaches(append(rest[:len(rest):len(rest)], value)) {
					return true
				}
			}
		}
	}
	return false
}
