programa {
  funcao trocar(inteiro &a, inteiro &b) {
    inteiro aux = a
    a = b
    b = aux
  }

  funcao inicio() {
    trocar(1, 2)
  }
}
