programa {
  funcao inteiro fib(inteiro n) {
    se (n < 2) {
      retorne n
    }
    retorne fib(n - 1) + fib(n - 2)
  }

  funcao inicio() {
    inteiro n
    leia(n)
    escreva("fib(", n, ") = ", fib(n), "\n")
  }
}
