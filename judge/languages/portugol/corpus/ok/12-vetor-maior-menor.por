programa {
  funcao inicio() {
    inteiro v[] = {12, -4, 37, 0, 37, -9, 5}
    inteiro maior = v[0], menor = v[0], posMaior = 0, posMenor = 0
    para (inteiro i = 1; i < 7; i++) {
      se (v[i] > maior) {
        maior = v[i]
        posMaior = i
      }
      se (v[i] < menor) {
        menor = v[i]
        posMenor = i
      }
    }
    escreva("Maior: ", maior, " na posição ", posMaior, "\n")
    escreva("Menor: ", menor, " na posição ", posMenor, "\n")
  }
}
