// Permutations (LeetCode 46), WRONG ANSWER: the swap loop starts at first + 1, not at first.
//
// Swapping in place: position `first` takes each number from the later positions in turn. Bug:
// the loop never lets position `first` keep its own number (i = first is skipped), so only the
// orderings where every position changed are produced and the input itself never is: for [1,2,3]
// it answers [[2,3,1],[3,1,2]] instead of six orderings.

function permute(nums: number[]): number[][] {
    const result: number[][] = [];
    const arrange = (first: number): void => {
        if (first >= nums.length - 1) {
            result.push([...nums]);
            return;
        }
        for (let i = first + 1; i < nums.length; i++) {
            [nums[first], nums[i]] = [nums[i], nums[first]];
            arrange(first + 1);
            [nums[first], nums[i]] = [nums[i], nums[first]];
        }
    };
    arrange(0);
    return result;
}
