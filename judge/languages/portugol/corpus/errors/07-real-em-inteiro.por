programa {
  funcao inicio() {
    real nota1 = 7.5, nota2 = 8.0
    inteiro media
    escreva("calculando\n")
    media = (nota1 + nota2) / 2
    escreva(media, "\n")
  }
}
