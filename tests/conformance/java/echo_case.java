class Solution {
    public int echoCase(int n) {
        if (n % 3 != 0) {
            if (n % 6 == 4) {
                System.out.print("out " + n);
            } else {
                System.out.println("out " + n);
            }
            System.err.println("err " + n);
        }
        return n + 1;
    }
}
