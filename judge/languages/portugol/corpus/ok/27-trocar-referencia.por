programa {
  funcao trocar(inteiro &a, inteiro &b) {
    inteiro aux = a
    a = b
    b = aux
  }

  funcao trocarCopia(inteiro a, inteiro b) {
    inteiro aux = a
    a = b
    b = aux
  }

  funcao inicio() {
    inteiro x = 1, y = 2
    trocarCopia(x, y)
    escreva("Por valor: x = ", x, ", y = ", y, "\n")
    trocar(x, y)
    escreva("Por referência: x = ", x, ", y = ", y, "\n")
    inteiro v[] = {10, 20}
    trocar(v[0], v[1])
    escreva("Vetor: ", v[0], " ", v[1], "\n")
  }
}
