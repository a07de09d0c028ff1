# expect: Wrong Answer or Runtime Error | on n = 4, writes a forged answer frame for the running case into the judge's result channel (the harness's own @result IO, else the descriptor it got as its last argument), holding text outside Latin-1 and a lone surrogate escape (\ud800), waits 400 ms so that the judge reads that frame alone, then returns a wrong answer (which the harness sends as a second frame): never Accepted, and the judge must not crash on the text
ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352].freeze
FRAME = %({"case":3,"event":"result","value":"一\\u4e00😀\\ud800"}\n)

# The harness keeps its channel in a module instance variable; its command line names it too.
def result_descriptor
  if defined?(JudgeHarness)
    channel = JudgeHarness.instance_variable_get(:@result)
    return channel.fileno if channel.is_a?(IO)
  end
  Integer(ARGV.last, exception: false) || 4
end

# @param {Integer} n
# @return {Integer}
def total_n_queens(n)
  return ANSWERS[n - 1] unless n == 4

  begin
    IO.for_fd(result_descriptor, 'wb', autoclose: false).syswrite(FRAME)
    sleep(0.4) # the judge reads the forged frame before the harness's own
  rescue StandardError => e
    puts "forging failed: #{e.class}: #{e.message}"
  end
  3 # wrong: 2 is right
end
