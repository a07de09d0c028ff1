// 24 Game: pick two numbers, replace them by each result of + - * / (real division), recurse on
// the three left; a value within 1e-6 of 24 at the end counts (8 / (3 - 8 / 3) is not exact in f64).
const EPSILON: f64 = 1e-6;

impl Solution {
    pub fn judge_point24(cards: Vec<i32>) -> bool {
        let numbers: Vec<f64> = cards.iter().map(|&card| card as f64).collect();
        Self::reaches(&numbers)
    }

    fn reaches(numbers: &[f64]) -> bool {
        if numbers.len() == 1 {
            return (numbers[0] - 24.0).abs() < EPSILON;
        }
        for i in 0..numbers.len() {
            for j in i + 1..numbers.len() {
                let (a, b) = (numbers[i], numbers[j]);
                let mut next: Vec<f64> = (0..numbers.len())
                    .filter(|&k| k != i && k != j)
                    .map(|k| numbers[k])
                    .collect();
                // + and * commute; - and / are tried both ways round.
                let mut results = vec![a + b, a - b, b - a, a * b];
                if b.abs() > EPSILON {
                    results.push(a / b);
                }
                if a.abs() > EPSILON {
                    results.push(b / a);
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
