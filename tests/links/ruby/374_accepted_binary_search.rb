# The guess API is already defined for you.
# @param num, your guess
# @return -1 if num is higher than the picked number
#          1 if num is lower than the picked number
#          otherwise return 0
# def guess(num)

def guessNumber(n)
  low, high = 1, n
  loop do
    middle = (low + high) / 2
    case guess(middle)
    when 0 then return middle
    when -1 then high = middle - 1
    else low = middle + 1
    end
  end
end
