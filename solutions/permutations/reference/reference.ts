// Reference solution for LeetCode 46, "Permutations".
//
// Swap in place: position `first` takes in turn each number from `first` onwards, the rest is
// permuted recursively, and the swap is undone; a full arrangement is copied into the answer.
//
// Cost: O(n * n!) time; O(n) space besides the output.

function permute(nums: number[]): number[][] {
    const result: number[][] = [];
    const arrange = (first: number): void => {
        if (first === nums.length) {
            result.push([...nums]);
            return;
        }
        for (let i = first; i < nums.length; i++) {
            [nums[first], nums[i]] = [nums[i], nums[first]];
            arrange(first + 1);
            [nums[first], nums[i]] = [nums[i], nums[first]];
        }
    };
    arrange(0);
    return result;
}
