programa {
  funcao inteiro fatorial(inteiro n) {
    se (n <= 1) {
      retorne 1
    }
    retorne n * fatorial(n - 1)
  }

  funcao inicio() {
    para (inteiro i = 0; i <= 10; i++) {
      escreva(i, "! = ", fatorial(i), "\n")
    }
  }
}
