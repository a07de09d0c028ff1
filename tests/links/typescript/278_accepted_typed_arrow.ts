const solution = (isBadVersion: (version: number) => boolean) => {
    // Galloping: doubles the step past the good versions, then halves it back.
    return (n: number): number => {
        let good = 0;
        let step = 1;
        while (step > 0) {
            if (good + step < n && !isBadVersion(good + step)) {
                good += step;
                step *= 2;
            } else {
                step = Math.floor(step / 2);
            }
        }
        return good + 1;
    };
};
