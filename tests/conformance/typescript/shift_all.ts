function shiftAll(nums: number[], by: number): number[] {
    return nums.map((num) => num + by);
};
