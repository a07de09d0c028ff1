# @param {Integer} n
# @return {Integer}
def echo_case(n)
  if n % 3 != 0
    if n % 6 == 4
      print "out #{n}"
    else
      puts "out #{n}"
    end
    $stderr.puts "err #{n}"
  end
  n + 1
end
