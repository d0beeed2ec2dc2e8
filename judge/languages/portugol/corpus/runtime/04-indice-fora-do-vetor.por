programa {
  funcao inicio() {
    inteiro v[] = {10, 20, 30, 40, 50}
    para (inteiro i = 0; i <= 5; i++) {
      escreva(v[i], " ")
    }
    escreva("\n")
  }
}
