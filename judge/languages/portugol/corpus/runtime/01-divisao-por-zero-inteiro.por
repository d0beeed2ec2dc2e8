programa {
  funcao inicio() {
    inteiro a, b
    para (inteiro i = 0; i < 2; i++) {
      leia(a, b)
      escreva(a, " / ", b, " = ", a / b, "\n")
    }
  }
}
