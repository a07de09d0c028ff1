from judge.cli import console

console()
