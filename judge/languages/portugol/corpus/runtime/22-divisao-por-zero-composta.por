programa {
  funcao inicio() {
    real total = 12
    inteiro pessoas
    leia(pessoas)
    escreva("antes: ", total, "\n")
    total /= pessoas
    escreva("cada um paga ", total, "\n")
  }
}
