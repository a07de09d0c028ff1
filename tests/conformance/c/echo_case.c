int echoCase(int n) {
    if (n % 3 != 0) {
        if (n % 6 == 4) {
            printf("out %d", n);
        } else {
            printf("out %d\n", n);
        }
        fprintf(stderr, "err %d\n", n);
    }
    return n + 1;
}
