programa {
  funcao inicio() {
    inteiro x
    para (inteiro i = 0; i < 3; i++) {
      leia(x)
      escreva("lido ", x, "\n")
    }
  }
}
