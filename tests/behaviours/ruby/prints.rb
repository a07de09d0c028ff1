# expect stdout: "n = {n}\nno newline"
# expect stderr: "err {n}"
# @param {Integer} n
# @return {Integer}
def total_n_queens(n)
  puts "n = #{n}"
  print "no newline"
  $stderr.print "err #{n}"
  [1, 0, 0, 2, 10, 4, 40, 92, 352][n - 1]
end
