/* The peer for `btlab bench queens`: a plain C bitboard N-Queens counter
 * with mirror halving (first-row queens in the left half count twice, the
 * middle column of odd N once). Build: gcc -O2 -o queens_c queens.c */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static unsigned all;
static unsigned long long count;

static void place(unsigned cols, unsigned left, unsigned right) {
    if (cols == all) { count++; return; }
    unsigned free = all & ~(cols | left | right);
    while (free) {
        unsigned bit = free & -free;
        free -= bit;
        place(cols | bit, (left | bit) << 1, (right | bit) >> 1);
    }
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 16;
    if (n < 2 || n > 31) { fprintf(stderr, "N must be 2 to 31\n"); return 2; }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    all = (1u << n) - 1;
    unsigned long long total = 0;
    for (int c = 0; c < (n + 1) / 2; c++) {
        unsigned bit = 1u << c;
        count = 0;
        place(bit, bit << 1, bit >> 1);
        total += (n % 2 == 1 && c == n / 2) ? count : 2 * count;
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double ms = (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6;
    printf("{\"n\": %d, \"solutions\": %llu, \"elapsed_ms\": %.1f}\n", n, total, ms);
    return 0;
}
