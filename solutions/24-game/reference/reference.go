// Reference solution for LeetCode 679, "24 Game", in Go.
//
// Idea: recursion over pairs -- pick two of the numbers left, replace them by one way of
// combining them (a+b, a-b, b-a, a*b, a/b, b/a) and recurse until one number remains; every
// bracketing of every order is reached this way. Division is real division on float64, and the
// last number is compared with 24 within 1e-6 (8 / (3 - 8/3) is 24 only up to rounding).
//
// Cost: a constant amount of work for four cards (a few thousand expressions at most).

const epsilon = 1e-6

func judgePoint24(cards []int) bool {
	nums := make([]float64, len(cards))
	for i, card := range cards {
		nums[i] = float64(card)
	}
	return reaches24(nums)
}

func reaches24(nums []float64) bool {
	if len(nums) == 1 {
		return math.Abs(nums[0]-24) < epsilon
	}
	for i := 0; i < len(nums); i++ {
		for j := i + 1; j < len(nums); j++ {
			a, b := nums[i], nums[j]
			rest := make([]float64, 0, len(nums)-1)
			for k, num := range nums {
				if k != i && k != j {
					rest = append(rest, num)
				}
			}
			candidates := []float64{a + b, a - b, b - a, a * b}
			if math.Abs(b) > epsilon {
				candidates = append(candidates, a/b)
			}
			if math.Abs(a) > epsilon {
				candidates = append(candidates, b/a)
			}
			for _, value := range candidates {
				if reaches24(append(rest, value)) {
					return true
				}
			}
		}
	}
	return false
}
