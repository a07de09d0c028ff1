// Mistake: integer arithmetic, so 8 / 3 is 2: cards [3, 3, 8, 8] (8 / (3 - 8 / 3) = 24) are missed, and truncated quotients reach 24 where no real expression does.
impl Solution {
    pub fn judge_point24(cards: Vec<i32>) -> bool {
        Self::reaches(&cards)
    }

    fn reaches(numbers: &[i32]) -> bool {
        if numbers.len() == 1 {
            return numbers[0] == 24;
        }
        for i in 0..numbers.len() {
            for j in 0..numbers.len() {
                if i == j {
                    continue;
                }
                let (a, b) = (numbers[i], numbers[j]);
                let mut next: Vec<i32> = (0..numbers.len())
                    .filter(|&k| k != i && k != j)
                    .map(|k| numbers[k])
                    .collect();
                let mut results = vec![a + b, a - b, a * b];
                if b != 0 {
                    results.push(a / b);
                }
                for value in results {
                    next.push(value);
                    if Self::reaches(&next) {
                        return true;
                    }
                    next.pop();
                }
            }
        }
        false
    }
}
