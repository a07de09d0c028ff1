# @param {String[]} words
# @return {String[]}
def reverse_words(words)
  words.reverse
end
