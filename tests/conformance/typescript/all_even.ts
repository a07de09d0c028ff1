function allEven(nums: number[]): boolean {
    return nums.every((num) => num % 2 === 0);
};
