programa {
  funcao inicio() {
    escreva(Matematica.raiz(16, 2), "\n")
  }
}
