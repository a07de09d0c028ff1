# @param {String} word
# @return {Character[]}
def letters(word)
  word.chars
end
