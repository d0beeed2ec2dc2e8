programa {
  const inteiro LIMITE = 10

  funcao inicio() {
    LIMITE = 20
    escreva(LIMITE, "\n")
  }
}
