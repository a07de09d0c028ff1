def guessNumber(n)
  low, high = 1, n
  while low <= high
    middle = (low + high) / 2
    said = guess(middle)
    return middle if said.zero?

    if said.positive? # read the wrong way round
      high = middle - 1
    else
      low = middle + 1
    end
  end
  -1
end
