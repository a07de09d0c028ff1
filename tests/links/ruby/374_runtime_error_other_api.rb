def guessNumber(n)
  # 278's API: the harness defines only guess for this problem.
  (1..n).bsearch { |num| is_bad_version(num) }
end
