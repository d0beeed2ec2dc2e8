programa {
  funcao inicio() {
    escreva('Olá', "\n")
  }
}
